import { renderToString } from 'preact-render-to-string';
import type { CSSProperties, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { firstAttributeDifference } from './hydrated-attributes.ts';

let containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers) container.remove();
  containers = [];
});

/** The server's HTML of `server` in a page, hydrated with `browser`: what the check sees after a real hydration. */
function hydrated(server: ReactNode, browser: ReactNode): HTMLElement {
  const container = document.createElement('div');
  containers.push(container);
  // The server renders with the same React-on-Preact as the browser (preact/compat normalises both sides' props).
  container.innerHTML = renderToString(server as Parameters<typeof renderToString>[0]);
  document.body.append(container);
  hydrateRoot(container, browser);
  return container;
}

function Gate({ read }: { read: boolean }) {
  return (
    <button type="button" className="confirm__apply" disabled={!read} aria-disabled={!read}>
      Apply
    </button>
  );
}

/** Most kinds of attribute the app renders, the way its components write them. */
function Screen({ tall = false }: { tall?: boolean }) {
  return (
    <main
      className="page"
      data-screen="confirm"
      style={{ paddingBottom: 56, lineHeight: 1.5, ...({ '--gap': '4px' } as CSSProperties) }}
    >
      <label htmlFor="code">Code</label>
      <input id="code" inputMode="numeric" maxLength={6} value="12" onChange={() => undefined} autoComplete="off" />
      <input type="checkbox" checked={true} onChange={() => undefined} aria-label="Agree" />
      <textarea value="typed" onChange={() => undefined} />
      <select value="b" onChange={() => undefined}>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <svg viewBox="0 0 24 24" aria-hidden="true" strokeWidth={2}>
        <path d="M0 0h24" fill="none" strokeLinecap="round" />
      </svg>
      <div tabIndex={-1} role="status" aria-live="polite" hidden={!tall} draggable={false} />
      <p dangerouslySetInnerHTML={{ __html: '<b>kept</b>' }} />
      <a href="/repay?orderId=5004&amp;x=1" onClick={() => undefined}>
        Repay
      </a>
      <Gate read={false} />
    </main>
  );
}

describe('firstAttributeDifference', () => {
  it('finds nothing when the browser renders what the server did', () => {
    expect(firstAttributeDifference(hydrated(<Screen />, <Screen />))).toBeNull();
  });

  it('names a boolean attribute the browser would lift, which hydration leaves in place', () => {
    const container = hydrated(<Gate read={false} />, <Gate read={true} />);
    // Preact kept the server's attribute: the markup cannot show the difference.
    expect(container.querySelector('button')?.hasAttribute('disabled')).toBe(true);
    expect(firstAttributeDifference(container)).toBe('<button> disabled: server "", browser (none) at button');
  });

  it('names an attribute only the browser renders', () => {
    const container = hydrated(<Screen />, <Screen tall />);
    expect(firstAttributeDifference(container)).toBe('<div> hidden: server "", browser (none) at main > div');
  });

  it('names an attribute the server sent and the browser’s props leave out', () => {
    const container = hydrated(<p data-state="open">x</p>, <p>x</p>);
    expect(firstAttributeDifference(container)).toBe('<p> data-state: server "open", browser (none) at p');
  });

  it('names a differing value, class or style', () => {
    expect(firstAttributeDifference(hydrated(<p className="a">x</p>, <p className="b">x</p>))).toBe(
      '<p> class: server "a", browser "b" at p',
    );
    const toggle = (expanded: boolean) => (
      <button type="button" aria-expanded={expanded}>
        More
      </button>
    );
    expect(firstAttributeDifference(hydrated(toggle(false), toggle(true)))).toBe(
      '<button> aria-expanded: server "false", browser "true" at button',
    );
    expect(firstAttributeDifference(hydrated(<p style={{ width: 10 }}>x</p>, <p style={{ width: 12 }}>x</p>))).toBe(
      '<p> style: server "width:10px;", browser {"width":12} at p',
    );
  });

  it('looks inside components and fragments, and says where', () => {
    const page = (read: boolean) => (
      <>
        <header>
          <h1>Confirm</h1>
        </header>
        <section>
          <Gate read={read} />
        </section>
      </>
    );
    expect(firstAttributeDifference(hydrated(page(false), page(true)))).toBe(
      '<button> disabled: server "", browser (none) at section > button',
    );
  });

  it('is null for a container Preact did not render into', () => {
    const container = document.createElement('div');
    container.innerHTML = '<button disabled>Apply</button>';
    expect(firstAttributeDifference(container)).toBeNull();
  });
});
