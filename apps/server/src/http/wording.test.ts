import { describe, expect, it } from 'vitest';
import { defineMessages, word } from './wording.ts';

const SAMPLE = defineMessages('sample', {
  plain: { en: 'Order not found', es: 'No encontramos ese pedido' },
  withValues: { en: 'Wait {seconds} s ({seconds} s)', es: 'Espera {seconds} s', zh: '请{seconds}秒后再试' },
});

describe('wording lookup', () => {
  it('keys each message by its feature and name', () => {
    expect(SAMPLE.plain.key).toBe('sample.plain');
    expect(SAMPLE.withValues.key).toBe('sample.withValues');
  });

  it('words a message in the locale’s set', () => {
    expect(word({ wording: 'en' }, SAMPLE.plain)).toBe('Order not found');
    expect(word({ wording: 'es' }, SAMPLE.plain)).toBe('No encontramos ese pedido');
  });

  it('fills every marker of a value and leaves unknown markers visible', () => {
    expect(word({ wording: 'en' }, SAMPLE.withValues, { seconds: 42 })).toBe('Wait 42 s (42 s)');
    expect(word({ wording: 'es' }, SAMPLE.withValues)).toBe('Espera {seconds} s');
  });

  it('gives Chinese only where the message has it, English otherwise', () => {
    expect(word({ wording: 'zh' }, SAMPLE.withValues, { seconds: 9 })).toBe('请9秒后再试');
    expect(word({ wording: 'zh' }, SAMPLE.plain)).toBe('Order not found');
  });

  it('does not read a value as a pattern', () => {
    expect(word({ wording: 'en' }, SAMPLE.withValues, { seconds: '$& $1' })).toBe('Wait $& $1 s ($& $1 s)');
  });
});
