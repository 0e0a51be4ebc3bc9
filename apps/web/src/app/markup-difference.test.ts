import { describe, expect, it } from 'vitest';
import { firstDifference, withoutComments } from './markup-difference.ts';

describe('firstDifference', () => {
  it('is null for the same markup', () => {
    expect(firstDifference('<p>$5,029.58</p>', '<p>$5,029.58</p>')).toBeNull();
  });

  it('names where a text differs, with both sides', () => {
    expect(firstDifference('<p>Pay ₹100</p>', '<p>Pagar $100</p>')).toBe(
      'at 5: server …<p>Pay ₹100</p>… browser …<p>Pagar $100</p>…',
    );
  });

  it('finds a difference at the end, where one side is longer', () => {
    const difference = firstDifference('<p>a</p>', '<p>a</p><button>Retry</button>');
    expect(difference).toContain('at 8:');
    expect(difference).toContain('browser …<p>a</p><button>Retry</button>');
  });

  it('keeps only the context near the difference', () => {
    const long = 'x'.repeat(500);
    const difference = firstDifference(`${long}<b>1</b>`, `${long}<i>1</i>`) ?? '';
    expect(difference.length).toBeLessThan(400);
    expect(difference).toContain('at 501:');
  });
});

describe('withoutComments', () => {
  it('drops the markers of a part that waited, across lines', () => {
    expect(withoutComments('<div><!--$s--><p>\nhi</p><!--/$s--></div>')).toBe('<div><p>\nhi</p></div>');
  });
});
