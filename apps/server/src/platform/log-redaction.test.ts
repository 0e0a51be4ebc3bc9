import { describe, expect, it } from 'vitest';
import { maskPhone, redactLogValue, redactText, redactUrl } from './log-redaction.ts';

describe('log redaction', () => {
  it('masks a phone number to its last 4 digits', () => {
    expect(maskPhone('13800138000')).toBe('*******8000');
    expect(maskPhone('123')).toBe('***');
  });

  it('redacts credentials from a URL by their decoded names, however they are spelled', () => {
    expect(redactUrl('/online/x?userId=1001&sessionId=demo-1001&orderId=5004')).toBe(
      '/online/x?userId=1001&sessionId=[redacted]&orderId=5004',
    );
    expect(redactUrl('/online/x?session%49d=demo-1001')).toBe('/online/x?session%49d=[redacted]');
    expect(redactUrl('/online/x?%73essionId=demo-1001&SESSIONID=a')).toBe(
      '/online/x?%73essionId=[redacted]&SESSIONID=[redacted]',
    );
    expect(redactUrl('/online/x?crp_phe=abc&dearest=d&repayToken=t&capcode=ab12&sid=s1')).toBe(
      '/online/x?crp_phe=[redacted]&dearest=[redacted]&repayToken=[redacted]&capcode=[redacted]&sid=[redacted]',
    );
  });

  it('masks phone numbers in a URL, by name and wherever they appear', () => {
    expect(redactUrl('/api/v2/lend/promotion/track-click?sid=s&phone=13800138000')).toBe(
      '/api/v2/lend/promotion/track-click?sid=[redacted]&phone=*******8000',
    );
    expect(redactUrl('/dev/sms-outbox?ph%6Fne=5512345678')).toBe('/dev/sms-outbox?ph%6Fne=******5678');
    expect(redactUrl('/x?note=call%20me%205512345678')).toBe('/x?note=call%20me%20******5678');
  });

  it('redacts queries and phone numbers inside free text, and phone or secret fields of logged data', () => {
    expect(redactText('Route GET:/online/x?sessionId=demo-1001 not found for 5512345678')).toBe(
      'Route GET:/online/x?sessionId=[redacted] not found for ******5678',
    );
    expect(
      redactLogValue({ phone: '5512345678', nested: { mobile: 5512345678, sessionId: 's' }, orderId: 5004 }),
    ).toEqual({ phone: '******5678', nested: { mobile: '******5678', sessionId: '[redacted]' }, orderId: 5004 });
  });

  it('leaves ordinary figures alone: ids, amounts, times, references', () => {
    expect(redactText('order 5004 paid 123456 at 1763927000000, reference 1234567890123456')).toBe(
      'order 5004 paid 123456 at 1763927000000, reference 1234567890123456',
    );
  });
});
