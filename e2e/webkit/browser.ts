import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { remote } from 'webdriverio';
import { type Lane, laneDriver, ORIGIN } from './lanes.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    lane: Lane;
  }
}

/** How long a person would wait for something to appear on a loaded 2-core machine. */
const APPEAR_MS = 15_000;

/** Roles the journeys look for, as the elements that carry them in this app's HTML. */
const ROLE_SELECTORS = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  radio: 'input[type="radio"], [role="radio"]',
  img: 'img, svg[role="img"], [role="img"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  listitem: 'li, [role="listitem"]',
  status: '[role="status"], output',
  /** A form field, found by its label as a person reads it. */
  field: 'input:not([type="hidden"]), textarea, select',
} as const;
export type Role = keyof typeof ROLE_SELECTORS;

/** A name as the tests give it: a string matches the whole accessible name, a RegExp any part of it. */
export type Name = string | RegExp;
type WireName = { exact: string } | { source: string; flags: string };
const wire = (name: Name): WireName =>
  typeof name === 'string' ? { exact: name } : { source: name.source, flags: name.flags };

/**
 * Finds the visible elements of a role whose accessible name matches, inside `scope` (the document when absent).
 * Runs in the page; plain ES2020 so the oldest WebKit of the lanes runs it too.
 */
function findInPage(selector: string, name: WireName | null, scope: Element | null): Element[] {
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    if (node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    const label = node.getAttribute('aria-label');
    if (label) return label;
    return Array.from(node.childNodes).map(text).join(' ');
  };
  const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return squeeze(
        labelledBy
          .split(/\s+/)
          .map((id) => {
            const target = document.getElementById(id);
            return target ? Array.from(target.childNodes).map(text).join(' ') : '';
          })
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return squeeze(label);
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    ) {
      const labels = element.labels ? Array.from(element.labels) : [];
      if (labels.length > 0) return squeeze(labels.map((l) => Array.from(l.childNodes).map(text).join(' ')).join(' '));
      return squeeze(element.getAttribute('placeholder') ?? element.getAttribute('title') ?? '');
    }
    if (element instanceof HTMLImageElement) return squeeze(element.alt);
    return squeeze(Array.from(element.childNodes).map(text).join(' '));
  };
  const visible = (element: Element) => {
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'file' || element.type === 'radio' || element.type === 'checkbox')
    ) {
      // Custom-drawn controls hide the input itself; what a person sees is its label.
      const holder = element.labels?.[0] ?? element.parentElement;
      return holder ? holder.getClientRects().length > 0 : false;
    }
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const matches = (value: string) => {
    if (!name) return true;
    if ('exact' in name) return value === name.exact;
    return new RegExp(name.source, name.flags).test(value);
  };
  return Array.from((scope ?? document).querySelectorAll(selector)).filter(
    (element) => visible(element) && matches(nameOf(element)),
  );
}

export interface Phone {
  readonly lane: Lane;
  readonly browser: WebdriverIO.Browser;
  /** Loads a path of the app server and, on an in-app screen, waits until it is live (a tap does something). */
  open(path: string): Promise<void>;
  /** The one visible element of a role and name (waits for it; fails when there are several). */
  get(role: Role, name?: Name, scope?: WebdriverIO.Element): Promise<WebdriverIO.Element>;
  /** How many visible elements of a role and name there are now. */
  count(role: Role, name?: Name, scope?: WebdriverIO.Element): Promise<number>;
  /** Waits until no visible element of a role and name is left. */
  gone(role: Role, name?: Name, scope?: WebdriverIO.Element): Promise<void>;
  /** Waits until the page (or `scope`) shows text matching, as rendered (hidden text does not count). */
  sees(text: Name, scope?: WebdriverIO.Element): Promise<void>;
  tap(element: WebdriverIO.Element): Promise<void>;
  /** Replaces a field's value by typing, key by key. */
  type(field: WebdriverIO.Element, value: string): Promise<void>;
  /** Waits until the address (path and query) matches. */
  at(url: RegExp): Promise<void>;
  /** The console errors and `[hydration]` reports since the last call (and forgets them). */
  consoleErrors(): Promise<string[]>;
  /** What reached the native app's message handlers, in order. */
  nativeMessages(): Promise<{ name: string; payload?: unknown }[]>;
  close(): Promise<void>;
}

/** The console record, for the lane whose browser cannot run it before a page's own scripts (console-record.js). */
const CONSOLE_RECORD = readFileSync(path.join(import.meta.dirname, 'console-record.js'), 'utf8');

const describeName = (name?: Name) => (name === undefined ? '' : ` "${String(name)}"`);

export async function phone(): Promise<Phone> {
  const lane = inject('lane');
  const driver = laneDriver(lane);
  const browser = await remote({
    hostname: '127.0.0.1',
    port: driver.port,
    path: '/',
    // A click WebKit reports intercepted is retried after scrolling; a failure still throws.
    logLevel: 'silent',
    // WebKit's drivers speak classic WebDriver only (no BiDi session).
    capabilities: { ...driver.capabilities, 'wdio:enforceWebDriverClassic': true } as WebdriverIO.Capabilities,
  });

  const find = async (role: Role, name?: Name, scope?: WebdriverIO.Element) => {
    const found = (await browser.execute(
      findInPage,
      ROLE_SELECTORS[role],
      name === undefined ? null : wire(name),
      (scope ?? null) as unknown as globalThis.Element | null,
    )) as unknown as WebdriverIO.Element[];
    return found;
  };

  const waitUntil = (condition: () => Promise<boolean>, message: string) =>
    browser.waitUntil(condition, { timeout: APPEAR_MS, interval: 150, timeoutMsg: message });

  const self: Phone = {
    lane,
    browser,
    async open(path) {
      // A hash-routed page (the landing) asked for again with another hash would not load anew.
      if (path.includes('#')) await browser.url('about:blank');
      await browser.url(`${ORIGIN}${path}`);
      if (lane === 'wpe') await browser.execute(CONSOLE_RECORD);
      const inApp = await browser.execute(() => document.getElementById('server-state') !== null);
      if (inApp) {
        await waitUntil(
          () => browser.execute(() => document.documentElement.dataset.screenLive === 'true'),
          `${path} never became live`,
        );
      }
    },
    async get(role, name, scope) {
      let found: WebdriverIO.Element[] = [];
      await waitUntil(
        async () => {
          found = await find(role, name, scope);
          return found.length > 0;
        },
        `no ${role}${describeName(name)} on ${await browser.getUrl()}`,
      );
      if (found.length > 1) throw new Error(`${found.length} of ${role}${describeName(name)}, expected one`);
      return browser.$(found[0] as unknown as WebdriverIO.Element).getElement();
    },
    async count(role, name, scope) {
      return (await find(role, name, scope)).length;
    },
    async gone(role, name, scope) {
      await waitUntil(async () => (await find(role, name, scope)).length === 0, `${role}${describeName(name)} stayed`);
    },
    async sees(text, scope) {
      const target = wire(text);
      await waitUntil(
        () =>
          browser.execute(
            (within: globalThis.Element | null, expected: WireName) => {
              const shown = ((within ?? document.body) as HTMLElement).innerText.replace(/\s+/g, ' ');
              return 'exact' in expected
                ? shown.includes(expected.exact)
                : new RegExp(expected.source, expected.flags).test(shown);
            },
            (scope ?? null) as unknown as globalThis.Element | null,
            target,
          ),
        `the page never showed ${String(text)}`,
      );
    },
    async tap(element) {
      if (driver.scriptClicks) {
        await browser.execute((target: HTMLElement) => target.click(), element as unknown as HTMLElement);
      } else {
        await element.click();
      }
    },
    async type(field, value) {
      await field.clearValue();
      await field.addValue(value);
    },
    async at(url) {
      await waitUntil(async () => {
        const here = new URL(await browser.getUrl());
        return url.test(`${here.pathname}${here.search}`);
      }, `the address never matched ${url}`);
    },
    async consoleErrors() {
      return browser.execute(() => {
        // A test that never opened a page of the app has nothing recorded (about:blank has no storage).
        if (!location.protocol.startsWith('http')) return [];
        const errors = JSON.parse(sessionStorage.getItem('__webkitConsoleErrors') ?? '[]') as string[];
        sessionStorage.removeItem('__webkitConsoleErrors');
        return errors;
      });
    },
    async nativeMessages() {
      return browser.execute(
        () => JSON.parse(sessionStorage.getItem('__nativeReceived') ?? '[]') as { name: string; payload?: unknown }[],
      );
    },
    async close() {
      await browser.deleteSession();
    },
  };
  return self;
}

/**
 * One phone for the tests of a file (a new session costs a browser start). After each test, what the console
 * recorded fails it: an error, or the `[hydration]` report of a first render that differed from the server's HTML.
 */
export function usePhone(): () => Phone {
  let current: Phone | undefined;
  beforeAll(async () => {
    current = await phone();
  });
  afterEach(async () => {
    if (!current) return;
    const errors = await current.consoleErrors();
    // Each test starts as a new borrower's visit would, as Playwright's fresh context per test does.
    await current.browser.execute(() => {
      if (!location.protocol.startsWith('http')) return;
      localStorage.clear();
      sessionStorage.clear();
    });
    await current.browser.deleteAllCookies();
    expect(errors, 'console errors in WebKit').toEqual([]);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('the phone is not started yet');
    return current;
  };
}

/** The launch parameters of the demo borrower 1001 (seed.ts) and the wording (1 English, 2 Spanish). */
export function launch(pathname: string, language: '1' | '2', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    userId: '1001',
    sessionId: 'demo-1001',
    productId: '1',
    orderId: '5004',
    deviceId: 'webkit-device',
    appVersion: '1.0.0',
    language,
    ...extra,
  });
  return `${pathname}?${query.toString()}`;
}
