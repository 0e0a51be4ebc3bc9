import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-format.ts';

const DAYS_ES = '{days, plural, one {# día} other {# días}}';
const DAYS_EN = '{days, plural, one {# day} other {# days}}';

describe('formatMessage', () => {
  it('fills plain markers', () => {
    expect(formatMessage('Pago {period} de {periods}', { period: 1, periods: 3 }, 'es')).toBe('Pago 1 de 3');
  });

  it('picks the singular for one and the plural otherwise, in Spanish and English', () => {
    expect(formatMessage(DAYS_ES, { days: 1 }, 'es')).toBe('1 día');
    expect(formatMessage(DAYS_ES, { days: 0 }, 'es')).toBe('0 días');
    expect(formatMessage(DAYS_ES, { days: 91 }, 'es')).toBe('91 días');
    expect(formatMessage(DAYS_EN, { days: 1 }, 'en')).toBe('1 day');
    expect(formatMessage(DAYS_EN, { days: 9 }, 'en')).toBe('9 days');
  });

  it('keeps the text around a plural block and fills the other markers', () => {
    expect(
      formatMessage('en {n, plural, one {# pago} other {# pagos}}, el último el {date}', { n: 1, date: 'x' }, 'es'),
    ).toBe('en 1 pago, el último el x');
  });

  it('prefers an exact =N form', () => {
    expect(formatMessage('{n, plural, =1 {un pago} other {# pagos}}', { n: 1 }, 'es')).toBe('un pago');
  });

  it('leaves a marker or plural without a value visible', () => {
    expect(formatMessage('{a} {days, plural, one {# día} other {# días}}', {}, 'es')).toBe(
      '{a} {days, plural, one {# día} other {# días}}',
    );
  });
});
