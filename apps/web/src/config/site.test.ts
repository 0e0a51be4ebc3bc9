import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { buildSiteConfig, DEMO_SITE_CONFIG } from './site.ts';

describe('site configuration', () => {
  it('is the demo identity when no build variable is set', () => {
    expect(buildSiteConfig(parseEnv({}))).toEqual(DEMO_SITE_CONFIG);
  });

  it('takes each value from its build variable, leaving empty ones at the default', () => {
    const config = buildSiteConfig(
      parseEnv({
        VITE_COMPANY_NAME: 'Acme Lending Pvt Ltd',
        VITE_COMPANY_EMAIL: 'help@acme.example',
        VITE_COMPANY_ADDRESS: '',
        VITE_SITE_URL: 'https://acme.example',
        VITE_APP_SCHEME_URL: 'acme://home',
      }),
    );
    expect(config.company).toEqual({
      ...DEMO_SITE_CONFIG.company,
      name: 'Acme Lending Pvt Ltd',
      email: 'help@acme.example',
    });
    expect(config.siteUrl).toBe('https://acme.example');
    expect(config.app.schemeUrl).toBe('acme://home');
  });

  it('refuses a malformed e-mail or URL at build time', () => {
    expect(() => parseEnv({ VITE_COMPANY_EMAIL: 'not-an-email' })).toThrow();
    expect(() => parseEnv({ VITE_SITE_URL: 'www.example' })).toThrow();
  });
});
