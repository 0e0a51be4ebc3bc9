import { options } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { type ReactNode, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater, hydrationSettled } from '@/platform/hydration-steps.tsx';
import { HYDRATION_MISMATCH, hydrate } from './hydrate.tsx';

let containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers) container.remove();
  containers = [];
  vi.restoreAllMocks();
});

/** The server's HTML of `server` in a page, as the browser receives it. */
function served(server: ReactNode): HTMLElement {
  const container = document.createElement('div');
  containers.push(container);
  container.innerHTML = renderToString(server as Parameters<typeof renderToString>[0]);
  document.body.append(container);
  return container;
}

function Counter({ name, text = name }: { name: string; text?: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-name={name} onClick={() => setCount((c) => c + 1)}>
      {text} {count}
    </button>
  );
}

const tap = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLButtonElement>(`[data-name="${name}"]`)?.click();
const label = (container: HTMLElement, name: string) => container.querySelector(`[data-name="${name}"]`)?.textContent;

function Screen({ lastText }: { lastText?: string }) {
  return (
    <div className="page">
      <Counter name="frame" />
      <HydrateLater>
        <section>
          <Counter name="part" />
          <HydrateLater>
            <Counter name="inner" text={lastText ?? 'inner'} />
          </HydrateLater>
        </section>
      </HydrateLater>
      <p>after</p>
    </div>
  );
}

describe('hydration in steps', () => {
  it('hydrates the frame at once and each later part in a task of its own, keeping the server HTML', async () => {
    const container = served(<Screen />);
    const sent = container.innerHTML;
    const errors = vi.spyOn(console, 'error');

    const done = hydrate(container, <Screen />);
    // The first pass is synchronous: the frame is live, the later parts are still the server's HTML.
    expect(container.innerHTML).toBe(sent);
    tap(container, 'frame');
    tap(container, 'part');
    await Promise.resolve();
    expect(label(container, 'frame')).toBe('frame 1');
    expect(label(container, 'part')).toBe('part 0');

    await done;
    await hydrationSettled();
    tap(container, 'part');
    tap(container, 'inner');
    await Promise.resolve();
    expect(label(container, 'part')).toBe('part 1');
    expect(label(container, 'inner')).toBe('inner 1');
    // Nothing was added or lost on the way: one of each, in the server's order.
    expect(container.querySelectorAll('button')).toHaveLength(3);
    expect(container.querySelector('.page')?.lastElementChild?.textContent).toBe('after');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports a text a later part renders otherwise than the server sent', async () => {
    const container = served(<Screen />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mismatches: string[] = [];

    await hydrate(container, <Screen lastText="other" />, (difference) => mismatches.push(difference));

    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain('other');
    expect(errors).toHaveBeenCalledWith(HYDRATION_MISMATCH, mismatches[0]);
  });

  it('reports an attribute a later part renders otherwise than the server sent', async () => {
    const Part = ({ disabled }: { disabled: boolean }) => (
      <div>
        <HydrateLater>
          <button type="button" disabled={disabled}>
            Apply
          </button>
        </HydrateLater>
      </div>
    );
    const container = served(<Part disabled />);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const mismatches: string[] = [];

    await hydrate(container, <Part disabled={false} />, (difference) => mismatches.push(difference));

    expect(mismatches).toEqual(['<button> disabled: server "", browser (none) at button']);
  });

  it('runs the effects once every part is live, so none changes a part before it hydrates', async () => {
    // The server renders the gate closed; the browser opens it from what only it knows, in an effect.
    function Gate() {
      const [locked, setLocked] = useState(true);
      useEffect(() => setLocked(false), []);
      return (
        <div>
          <HydrateLater>
            <button type="button" disabled={locked}>
              Apply
            </button>
          </HydrateLater>
        </div>
      );
    }
    const container = served(<Gate />);
    const mismatches: string[] = [];
    // A phone paints a frame between two steps: the effects would run there.
    const scheduleEffects = options.requestAnimationFrame;
    options.requestAnimationFrame = (flush) => queueMicrotask(flush);

    try {
      await hydrate(container, <Gate />, (difference) => mismatches.push(difference));
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      options.requestAnimationFrame = scheduleEffects;
    }

    expect(mismatches).toEqual([]);
    expect(container.querySelector('button')?.disabled).toBe(false);
  });

  it('renders a later part at once outside hydration', () => {
    const container = document.createElement('div');
    containers.push(container);
    container.innerHTML = renderToString(
      <HydrateLater>
        <p>now</p>
      </HydrateLater>,
    );
    expect(container.innerHTML).toBe('<p>now</p>');
  });
});
