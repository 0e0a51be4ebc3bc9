import { TOAST_INFO_MS, TOAST_MESSAGE_DEFAULT_MS } from '@loan/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const show = vi.fn();
const clear = vi.fn();
vi.mock('antd-mobile/es/components/toast', () => ({ default: { show, clear } }));

const { effectiveDuration, toast } = await import('./toast.ts');

beforeEach(() => {
  show.mockClear();
  clear.mockClear();
});

describe('effectiveDuration', () => {
  it('uses the default when no duration is given', () => {
    expect(effectiveDuration(undefined)).toBe(TOAST_MESSAGE_DEFAULT_MS);
  });

  it('ignores a duration of 300 ms or less', () => {
    expect(effectiveDuration(300)).toBe(TOAST_MESSAGE_DEFAULT_MS);
    expect(effectiveDuration(0)).toBe(TOAST_MESSAGE_DEFAULT_MS);
  });

  it('keeps a duration longer than 300 ms', () => {
    expect(effectiveDuration(301)).toBe(301);
    expect(effectiveDuration(1000)).toBe(1000);
  });
});

/** Toast calls run once the lazily loaded component resolves. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  it('shows a message for 3 s by default', async () => {
    toast.message('Hola');
    await flush();
    expect(show).toHaveBeenCalledWith({ content: 'Hola', duration: TOAST_MESSAGE_DEFAULT_MS });
  });

  it('shows success for 2 s with its icon', async () => {
    toast.success('Listo');
    await flush();
    expect(show).toHaveBeenCalledWith({ content: 'Listo', icon: 'success', duration: TOAST_INFO_MS });
  });

  it('keeps the loading toast until hidden, in call order', async () => {
    toast.loading('Cargando');
    toast.hide();
    await flush();
    expect(show.mock.calls[0]?.[0]).toMatchObject({ icon: 'loading', duration: 0 });
    expect(clear).toHaveBeenCalled();
    expect(show.mock.invocationCallOrder[0]).toBeLessThan(clear.mock.invocationCallOrder[0] ?? 0);
  });
});
