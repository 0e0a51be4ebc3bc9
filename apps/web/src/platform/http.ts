import { FORM_HEADER_FIELDS, JSON_HEADER_FIELDS, type LaunchContext, REQUEST_TIMEOUT_MS } from '@loan/contract';
import { getLaunchContext } from './launch-context.ts';
import { requestScope } from './request-scope.ts';

/**
 * The app's HTTP layer on `fetch`: the headers of the borrower app's two clients (a GET sends the JSON client's, a form
 * POST the form client's, as the native app's web views expect), one `fetch` with a time-out, and a multipart upload
 * with progress. Our server answers failures with a non-2xx status but always with a JSON envelope, so any JSON body
 * is returned whatever the status; the callers read the envelope. Only network errors, time-outs and bodies that are
 * not JSON are thrown, unchanged.
 */

/** Thrown when the server answered something that is not JSON (a proxy error page, an empty body). */
export class HttpNotJsonError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
  ) {
    super(`Expected JSON from ${url}, got a non-JSON answer with status ${status}`);
    this.name = 'HttpNotJsonError';
  }
}

/** Thrown when no answer arrived within the time-out. */
export class HttpTimeoutError extends Error {
  constructor(
    readonly url: string,
    readonly timeoutMs: number,
  ) {
    super(`No answer from ${url} within ${timeoutMs} ms`);
    this.name = 'HttpTimeoutError';
  }
}

export type FormValue = string | number | boolean | null | undefined;
export type FormBody = Record<string, FormValue>;

const AJAX_MARKER = { 'X-Requested-With': 'XMLHttpRequest' } as const;
/**
 * Header sources sent even when the URL has none (`showy` defaults to empty; `language` has no default, so it is sent
 * only when the URL has it).
 */
const JSON_HEADER_DEFAULTS: Partial<Record<(typeof JSON_HEADER_FIELDS)[number], string>> = {
  crp_phe: '',
  dearest: '',
  showy: '',
  dearer: '',
};

export function jsonClientHeaders(context: LaunchContext): Record<string, string> {
  const headers: Record<string, string> = { ...AJAX_MARKER, Accept: 'application/json' };
  for (const field of JSON_HEADER_FIELDS) {
    const value = context[field] ?? JSON_HEADER_DEFAULTS[field];
    if (value !== undefined) headers[field] = value;
  }
  return headers;
}

export function formClientHeaders(context: LaunchContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
    Accept: 'application/json',
  };
  for (const field of FORM_HEADER_FIELDS) headers[field] = context[field] ?? '';
  return headers;
}

/** `a=1&b=x` for a form body; `undefined` and `null` are left out. */
export function encodeForm(body: FormBody): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, String(value));
  }
  return form.toString();
}

/** The JSON value of a body text, or `undefined` when it is not JSON. */
export function parseJsonText(text: string): { json: true; value: unknown } | { json: false } {
  if (text.trim() === '') return { json: false };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false };
  }
}

/** A JSON answer with its HTTP status, for callers that branch on it (the desk: 401 signs the agent out). */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

async function send(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  return (await sendForAnswer(url, init, timeoutMs)).body;
}

/**
 * The one `fetch` of the app: same-origin cookies, a time-out, a JSON body or `HttpNotJsonError`. The request core
 * (call-request.ts) sends every call of both apps through it, with the caller's headers.
 */
export async function sendForAnswer(
  url: string,
  init: RequestInit,
  timeoutMs: number = REQUEST_TIMEOUT_MS,
): Promise<JsonAnswer> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    // On the server, a screen's call goes to the server rendering it (request-scope.ts).
    const send = requestScope()?.fetch ?? fetch;
    const response = await send(url, { credentials: 'same-origin', ...init, signal: controller.signal });
    const parsed = parseJsonText(await response.text());
    if (!parsed.json) throw new HttpNotJsonError(response.status, url);
    return { status: response.status, body: parsed.value };
  } catch (error) {
    if (timedOut) throw new HttpTimeoutError(url, timeoutMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A JSON POST that carries nothing of the borrower: no launch-context headers, no cookies. `keepalive` lets it finish
 * when the page is closing (an error report sent as the borrower leaves).
 */
export function postJsonAnonymously(url: string, body: unknown, timeoutMs = REQUEST_TIMEOUT_MS): Promise<unknown> {
  const init: RequestInit = {
    method: 'POST',
    headers: { ...AJAX_MARKER, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'omit',
    keepalive: true,
  };
  return send(url, init, timeoutMs);
}

export interface UploadOptions {
  /** Called with 0..100 while the body is sent. */
  onProgress?: (percent: number) => void;
  timeoutMs?: number;
  context?: LaunchContext;
}

/** Upload progress in whole percent, clamped; 0 when the total is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded * 100) / total)));
}

/** Multipart upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export function uploadMultipart(url: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    const headers = jsonClientHeaders(options.context ?? getLaunchContext());
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => options.onProgress?.(uploadPercent(event.loaded, event.total));
    xhr.onload = () => {
      const parsed = parseJsonText(xhr.responseText);
      if (parsed.json) resolve(parsed.value);
      else reject(new HttpNotJsonError(xhr.status, url));
    };
    xhr.onerror = () => reject(new TypeError(`Network error while uploading to ${url}`));
    xhr.ontimeout = () => reject(new HttpTimeoutError(url, timeoutMs));
    xhr.send(form);
  });
}
