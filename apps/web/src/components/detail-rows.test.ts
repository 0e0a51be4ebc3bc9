import { describe, expect, it } from 'vitest';
import { visibleRows } from './detail-rows.ts';

describe('visibleRows', () => {
  it('hides zero money and empty or zero text, keeping the order of the rest', () => {
    expect(
      visibleRows([
        { text: 'Amount', format: 'money', value: 500_000 },
        { text: 'Commission', format: 'money', value: 0 },
        { text: 'Due date', format: 'text', value: '' },
        { text: 'Blank', format: 'text', value: '   ' },
        { text: 'Instalments', format: 'text', value: '0' },
        { text: 'Term', format: 'text', value: '91 days' },
      ]).map((row) => row.text),
    ).toEqual(['Amount', 'Term']);
  });
});
