import { describe, expect, it } from 'vitest';
import { mailHref, siteLabel } from './rules.ts';

describe('grievance links', () => {
  it('mails the trimmed address', () => {
    expect(mailHref(' une@lend-h5.example ')).toBe('mailto:une@lend-h5.example');
  });

  it('shows a site without its scheme', () => {
    expect(siteLabel('https://cms.rbi.org.in')).toBe('cms.rbi.org.in');
    expect(siteLabel('https://www.condusef.gob.mx/')).toBe('www.condusef.gob.mx');
  });
});
