import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGE_MAX } from '../constants.ts';
import { clientErrorReport, routePattern, scrubClientText } from './client-errors.ts';

describe('routePattern', () => {
  it('keeps the screen and drops numbers, query and fragment', () => {
    expect(routePattern('/loanDetail/5004?userId=1001&sessionId=s')).toBe('/loanDetail/:n');
    expect(routePattern('/promo.html#/?id=1')).toBe('/promo.html');
    expect(
      clientErrorReport.request.safeParse({
        kind: 'render',
        message: '',
        route: routePattern('/a/1?x'),
        appVersion: 'index-Ab1.js',
      }).success,
    ).toBe(true);
  });
});

describe('scrubClientText', () => {
  it('takes out query strings and long digit runs (phones, ids, codes)', () => {
    const text = scrubClientText(
      'Expected JSON from /online/x?userId=1001&sessionId=abc, phone 5512345678 code 123456',
    );
    expect(text).toBe('Expected JSON from /online/x?…, phone # code #');
  });

  it('takes out e-mails, phones in groups, named session ids and tokens, opaque ids', () => {
    expect(scrubClientText('user ana.b+1@mail.example.com failed')).toBe('user <email> failed');
    for (const phone of ['55-1234-5678', '+52 55 1234 5678', '(55) 1234.5678', '98123-45678'])
      expect(scrubClientText(`call ${phone} now`)).toBe('call # now');
    expect(scrubClientText('sessionId: abc-def {"sid":"xyz"} token=t0k')).toBe('sessionId: … {"sid":"…"} token=…');
    expect(scrubClientText('id 9f8e7d6c5b4a39281706abc in ReactDOMComponentTree')).toBe(
      'id … in ReactDOMComponentTree',
    );
    expect(scrubClientText('at 12:30, 2 of 3')).toBe('at 12:30, 2 of 3');
  });

  it('cuts to the maximum length', () => {
    expect(scrubClientText('x'.repeat(1000))).toHaveLength(CLIENT_ERROR_MESSAGE_MAX);
  });
});

describe('clientErrorReport', () => {
  it('refuses a route with a query and an unknown kind', () => {
    const base = { kind: 'render', message: 'm', route: '/repay', appVersion: 'index-Ab1.js' };
    expect(clientErrorReport.request.safeParse(base).success).toBe(true);
    expect(clientErrorReport.request.safeParse({ ...base, route: '/repay?sessionId=s' }).success).toBe(false);
    expect(clientErrorReport.request.safeParse({ ...base, kind: 'other' }).success).toBe(false);
  });
});
