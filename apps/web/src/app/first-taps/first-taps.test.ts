import { afterEach, describe, expect, it } from 'vitest';
import { captureFirstTaps, FIRST_TAPS_SCRIPT } from './capture.ts';
import { keepTypedText, takeFirstTaps } from './replay.ts';

const SCREEN = `<main>
  <a href="#more" id="link">Repay</a>
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

/** A tap as the browser makes it; whether its default action still happens. */
const tap = (id: string) => byId(id).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** The clicks and submits the live screen's own listeners (on `#root`) receive from now on. */
function liveScreen(): string[] {
  const seen: string[] = [];
  root().addEventListener('click', (event) => seen.push(`click ${(event.target as Element).id}`));
  root().addEventListener('submit', (event) => {
    event.preventDefault();
    seen.push(`submit ${(event.target as Element).id}`);
  });
  return seen;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  takeFirstTaps();
});

describe('taps on the server-rendered screen before it is live', () => {
  it('holds taps on controls the scripts handle and leaves links, summaries, fields and posted forms alone', () => {
    serverScreen();
    expect(tap('tab-label')).toBe(false);
    expect(tap('submit')).toBe(false);
    expect(tap('link')).toBe(true);
    expect(tap('summary')).toBe(true);
    expect(tap('amount')).toBe(true);
    expect(tap('post')).toBe(true);
  });

  it('plays each held tap once, in order, on the live element, and none after the hand-over', () => {
    serverScreen();
    tap('tab-label');
    tap('link');
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    byId('js-form').dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const play = takeFirstTaps();
    const seen = liveScreen();
    play(root());
    expect(seen).toEqual(['click tab-label', 'submit js-form']);
    play(root());
    expect(tap('tab')).toBe(true);
    expect(seen).toEqual(['click tab-label', 'submit js-form', 'click tab']);
    takeFirstTaps()(root());
    expect(seen).toHaveLength(3);
  });

  it('drops a tap whose element is gone or is now another element', () => {
    serverScreen();
    tap('tab');
    tap('submit');
    const play = takeFirstTaps();
    byId('tab').replaceWith(document.createElement('p'));
    byId('submit').remove();
    const seen = liveScreen();
    play(root());
    expect(seen).toEqual([]);
  });

  it('tells the screen what was typed before it was live, and nothing about fields left as sent', () => {
    serverScreen();
    const amount = byId('amount') as HTMLInputElement;
    amount.value = '250';
    const typed: string[] = [];
    root().addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
    const play = takeFirstTaps();
    // Hydration puts the server's value back.
    amount.value = '100';
    play(root());
    expect(amount.value).toBe('250');
    expect(typed).toEqual(['250']);
  });

  it('keeps holding taps while the screen hydrates in steps, the part already live not acting on them', async () => {
    serverScreen();
    const amount = byId('amount') as HTMLInputElement;
    amount.value = '250';
    keepTypedText();
    // The first steps are live: hydration put the server's value back, and the part's listeners are attached.
    amount.value = '100';
    const seen = liveScreen();
    expect(tap('tab-label')).toBe(false);
    expect(seen).toEqual([]);
    takeFirstTaps()(root());
    expect(amount.value).toBe('250');
    await nextTask();
    expect(seen).toEqual(['click tab-label']);
  });

  it('plays the taps once the screen has rendered what was typed, so a submit sends it', async () => {
    serverScreen();
    const amount = byId('amount') as HTMLInputElement;
    amount.value = '250';
    byId('js-form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // A screen whose state renders a microtask after a field's input, as Preact's does.
    let state = '100';
    let rendered = state;
    root().addEventListener('input', (event) => {
      state = (event.target as HTMLInputElement).value;
      queueMicrotask(() => {
        rendered = state;
      });
    });
    const sent: string[] = [];
    root().addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(rendered);
    });
    const play = takeFirstTaps();
    amount.value = '100';
    play(root());
    expect(sent).toEqual([]);
    await nextTask();
    expect(sent).toEqual(['250']);
  });

  it('is sent as a script that runs on its own', () => {
    document.body.innerHTML = `<div id="root">${SCREEN}</div>`;
    new Function(FIRST_TAPS_SCRIPT)();
    expect(tap('tab')).toBe(false);
    const seen = liveScreen();
    takeFirstTaps()(root());
    expect(seen).toEqual(['click tab']);
  });
});
