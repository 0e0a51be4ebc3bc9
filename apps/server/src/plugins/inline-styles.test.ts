import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withEarlyScript, withInlineStylesheets } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import {
  hashSource,
  inlineSources,
  pagePolicies,
  scriptSources,
  styleSources,
  stylesheetReader,
  withInlineSources,
  withScriptSources,
  withStyleSources,
} from './inline-styles.ts';

const POLICY = "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:";

describe('a page with its CSS inline', () => {
  it('hashes each style element as the browser does: the SHA-256 of its UTF-8 text, each once', () => {
    const css = '.a::before{content:"—"}';
    const digest = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(hashSource(css)).toBe(`'sha256-${digest}'`);
    const page = `<head><style>${css}</style><link rel="stylesheet" href="/a.css" disabled><style>${css}</style><style>.b{}</style></head>`;
    expect(styleSources(page)).toEqual([hashSource(css), hashSource('.b{}')]);
    expect(styleSources('<head><link rel="stylesheet" href="/a.css"></head>')).toEqual([]);
  });

  it('allows the style elements by hash alone, leaving the style attributes to style-src', () => {
    expect(withStyleSources(POLICY, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';style-src-elem 'self' 'sha256-a' 'sha256-b';img-src 'self' data:",
    );
    expect(withStyleSources(POLICY, [])).toBe(POLICY);
    expect(() => withStyleSources("default-src 'self'", ["'sha256-a'"])).toThrow(/no style-src/);
    expect(() => withStyleSources(withStyleSources(POLICY, ["'sha256-a'"]), ["'sha256-b'"])).toThrow(
      /already has a style-src-elem/,
    );
  });

  it('allows the page’s early script by its hash and no other inline script', () => {
    const script = 'window.early="—";';
    const page = withEarlyScript(
      '<html><head><title>t</title><style>.a{}</style></head><body><script type="application/json" id="server-state">{}</script><script type="module" src="/a.js"></script></body></html>',
      script,
    );
    // The digest of the script's UTF-8 bytes, as the browser computes it (CSP Level 2, `'sha256-…'`).
    const digest = createHash('sha256').update(Buffer.from(script, 'utf8')).digest('base64');
    expect(scriptSources(page)).toEqual([`'sha256-${digest}'`]);
    expect(scriptSources('<body><script type="module" src="/a.js"></script></body>')).toEqual([]);
    expect(withScriptSources(POLICY, ["'sha256-x'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-x';style-src 'self' 'unsafe-inline';img-src 'self' data:",
    );
    expect(withScriptSources(POLICY, [])).toBe(POLICY);
    expect(() => withScriptSources("default-src 'self'", ["'sha256-x'"])).toThrow(/script-src/);
    expect(withInlineSources(POLICY, inlineSources(page))).toBe(
      `default-src 'self';script-src 'self' 'sha256-${digest}';style-src 'self' 'unsafe-inline';style-src-elem 'self' ${hashSource('.a{}')};img-src 'self' data:`,
    );
  });

  it('reads the build’s stylesheets by the path a page links them at, and nothing outside them', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'inline-styles-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'a.css'), '.a{color:red}');
    writeFileSync(path.join(dist, 'secret.txt'), 'no');
    const cssOf = stylesheetReader(dist);
    const page = withInlineStylesheets('<head><link rel="stylesheet" crossorigin href="/assets/a.css"></head>', cssOf);
    expect(page).toBe('<head><style>.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled></head>');
    expect(styleSources(page)).toEqual([hashSource('.a{color:red}')]);
    for (const href of ['/secret.txt', '/../etc/passwd.css', 'assets/a.css'])
      expect(() => cssOf(href)).toThrow(/not a stylesheet of the web build/);
  });

  it('makes a page’s policy once per policy the headers set', () => {
    let made = 0;
    const policyFor = pagePolicies((csp, page) => `${csp};${page}-${++made}`);
    expect(policyFor('a', 'home')).toBe('a;home-1');
    expect(policyFor('a', 'home')).toBe('a;home-1');
    expect(policyFor('a', 'about')).toBe('a;about-2');
    expect(policyFor('b', 'home')).toBe('b;home-3');
  });
});
