import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScripts, inlineStyles } from '@loan/contract';

/**
 * What a page that carries its CSS and its early script inline needs from the server (the pages themselves are written
 * by the contract's `withInlineStylesheets` and `withEarlyScript`): the stylesheets' text read from the web build, and
 * a CSP that allows exactly those `<style>` and `<script>` elements by their hashes. Used by the in-app screens
 * (app-pages.ts), the public site's pages (web.ts) and the promotion landing (landing-pages.ts).
 */

/** The CSP source that allows exactly `text` as an inline script or style (`'sha256-…'` of its UTF-8 bytes). */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash source of each `<style>` element in `html`, each once. */
export const styleSources = (html: string): string[] => [...new Set(inlineStyles(html).map(hashSource))];

/** The hash source of each inline script `html` runs, each once. */
export const scriptSources = (html: string): string[] => [...new Set(inlineScripts(html).map(hashSource))];

/**
 * `csp` with `sources` added to its `script-src` (which must be there: a page adds to a policy, never opens one), so
 * the page's own inline scripts run and no other.
 */
export function withScriptSources(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  if (!/(^|;)\s*script-src\s/.test(csp)) throw new Error('the policy has no script-src to add to');
  return csp.replace(
    /(^|;)(\s*script-src\s[^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
  );
}

/**
 * `csp` with `sources` allowed for `<style>` elements only, in a `style-src-elem` made from its `style-src` (less
 * `'unsafe-inline'`, which a hash would switch off anyway). The style attributes a rendered screen and antd-mobile's
 * popups set stay under `style-src` as before: a hash in `style-src` itself would refuse every one of them. A browser
 * without `style-src-elem` (Safari before 15.4) reads `style-src`, whose `'unsafe-inline'` allows the elements too.
 */
export function withStyleSources(csp: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  const directive = (name: string) =>
    csp
      .match(new RegExp(`(?:^|;)\\s*${name}\\s([^;]*)`))?.[1]
      ?.trim()
      .split(/\s+/);
  if (directive('style-src-elem') !== undefined) throw new Error('the policy already has a style-src-elem');
  const styleSrc = directive('style-src');
  if (styleSrc === undefined) throw new Error('the policy has no style-src to allow the styles from');
  const allowed = [...new Set([...styleSrc.filter((source) => source !== "'unsafe-inline'"), ...sources])];
  return csp.replace(
    /(^|;)(\s*style-src\s[^;]*)/,
    (_match, start: string, style: string) => `${start}${style};style-src-elem ${allowed.join(' ')}`,
  );
}

/**
 * Reads a stylesheet of the web build by the root path a page links it at (`/assets/x.css`), each file once. Only the
 * build's own CSS files: a path out of its folder or to another kind of file is refused.
 */
export function stylesheetReader(webDist: string): (href: string) => string {
  const read = new Map<string, string>();
  return (href) => {
    const file = path.join(webDist, href);
    if (!href.startsWith('/') || !href.endsWith('.css') || !file.startsWith(path.join(webDist, path.sep)))
      throw new Error(`${href} is not a stylesheet of the web build`);
    let css = read.get(file);
    if (css === undefined) {
      css = readFileSync(file, 'utf8');
      read.set(file, css);
    }
    return css;
  };
}

/**
 * `make`'s policy for a page, worked out once per page: the security headers set the same policy on every response,
 * so a page's is only made again when that changes.
 */
export function pagePolicies(make: (csp: string, page: string) => string): (csp: string, page: string) => string {
  const made = new Map<string, { from: string; policy: string }>();
  return (csp, page) => {
    let found = made.get(page);
    if (found?.from !== csp) {
      found = { from: csp, policy: make(csp, page) };
      made.set(page, found);
    }
    return found.policy;
  };
}

/** The hashes a page's policy allows its inline scripts and its `<style>` elements by. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The hashes of what `html` carries inline, as built. */
export const inlineSources = (html: string): InlineSources => ({
  scripts: scriptSources(html),
  styles: styleSources(html),
});

/** `csp` allowing a page's inline scripts and styles by their hashes (`withScriptSources`, `withStyleSources`). */
export const withInlineSources = (csp: string, { scripts, styles }: InlineSources): string =>
  withStyleSources(withScriptSources(csp, scripts), styles);
