import { describe, expect, it } from 'vitest';
import { flagParam, idParam, integerInput, intParam, moneyParam, positiveIntParam } from './entities.ts';

describe('integer inputs (amounts, ids, types, flags)', () => {
  it('read plain decimal text and JSON integers', () => {
    expect(integerInput.parse('100')).toBe(100);
    expect(integerInput.parse('-3')).toBe(-3);
    expect(integerInput.parse(100)).toBe(100);
    expect(moneyParam.parse('0')).toBe(0);
    expect(moneyParam.parse(123456)).toBe(123456);
    expect(idParam.parse('5004')).toBe(5004);
    expect(flagParam.parse('1')).toBe(1);
  });

  it('refuse whatever else Number() would have read as a number', () => {
    for (const loose of [
      true,
      false,
      null,
      '',
      ' ',
      ' 100',
      '100 ',
      '0x64',
      '1e2',
      '100.0',
      '+100',
      '0b1',
      '0o7',
      '1_000',
      'Infinity',
      'NaN',
      [100],
      ['100'],
      { valueOf: () => 100 },
    ])
      expect(integerInput.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
  });

  it('refuse fractions, unsafe integers and out-of-range values after reading', () => {
    expect(intParam.safeParse(1.5).success).toBe(false);
    expect(intParam.safeParse('12345678901234567').success).toBe(false);
    expect(intParam.safeParse(2 ** 53).success).toBe(false);
    expect(moneyParam.safeParse('-1').success).toBe(false);
    expect(moneyParam.safeParse(String(1e13 + 1)).success).toBe(false);
    expect(idParam.safeParse('0').success).toBe(false);
    expect(idParam.parse('304379756087')).toBe(304379756087);
    expect(positiveIntParam.safeParse('304379756087').success).toBe(false);
    expect(intParam.safeParse('-304379756087').success).toBe(false);
    expect(flagParam.safeParse('2').success).toBe(false);
  });
});
