import { afterEach, describe, expect, it } from 'vitest';
import { captureFirstTaps, FIRST_TAPS_SCRIPT } from './capture.ts';
import { replayFirstTaps, takeFirstTaps } from './replay.ts';

const SCREEN = `<main>
  <a href="/repay" id="link">Repay</a>
  <details><summary id="summary">More</summary>Text</details>
  <div role="tab" id="tab"><span id="tab-label">Complaints</span></div>
  <form id="js-form"><input id="amount" value="100"><button id="submit">Send</button></form>
  <form id="posted" action="/send" method="post"><button id="post">Post</button></form>
</main>`;

const root = () => document.getElementById('root') as HTMLElement;
const byId = (id: string) => document.getElementById(id) as HTMLElement;

function serverScreen(): void {
  document.body.innerHTML = `<div id="root">${SCREEN}</div>`;
  captureFirstTaps();
}

const tap = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  window.__firstTaps?.stop();
  window.__firstTaps = undefined;
});

describe('taps on the server-rendered screen before it is live', () => {
  it('holds a tap on a control the scripts handle, in order, and leaves links, summaries and posted forms alone', () => {
    serverScreen();
    expect(tap('tab-label')).toBe(false);
    expect(tap('submit')).toBe(false);
    expect(tap('link')).toBe(true);
    expect(tap('summary')).toBe(true);
    expect(tap('amount')).toBe(true);
    expect(tap('post')).toBe(true);
    expect(takeFirstTaps()).toEqual([
      { type: 'click', path: '0/2/0', tag: 'SPAN' },
      { type: 'click', path: '0/3/1', tag: 'BUTTON' },
    ]);
  });

  it('plays each held tap once on the live element, and none after the hand-over', () => {
    serverScreen();
    tap('tab');
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    byId('js-form').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const held = takeFirstTaps();
    const seen: string[] = [];
    root().addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
    root().addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit ${(event.target as Element).id}`);
    });
    replayFirstTaps(root(), held);
    expect(seen).toEqual(['click tab', 'submit js-form']);
    expect(tap('tab')).toBe(true);
    expect(seen).toEqual(['click tab', 'submit js-form', 'click tab']);
    expect(takeFirstTaps()).toEqual([]);
  });

  it('drops a tap whose element is gone or is now another element', () => {
    serverScreen();
    tap('tab');
    tap('submit');
    const held = takeFirstTaps();
    byId('tab').replaceWith(document.createElement('p'));
    byId('submit').remove();
    const seen: Element[] = [];
    root().addEventListener('click', (event) => seen.push(event.target as Element));
    replayFirstTaps(root(), held);
    expect(seen).toEqual([]);
  });

  it('tells the screen what was typed before it was live', () => {
    serverScreen();
    (byId('amount') as HTMLInputElement).value = '250';
    const typed: string[] = [];
    root().addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
    replayFirstTaps(root(), takeFirstTaps());
    expect(typed).toEqual(['250']);
  });

  it('is sent as a script that runs on its own', () => {
    document.body.innerHTML = `<div id="root">${SCREEN}</div>`;
    new Function(FIRST_TAPS_SCRIPT)();
    tap('tab');
    expect(takeFirstTaps()).toHaveLength(1);
  });
});
