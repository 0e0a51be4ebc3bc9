import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app.tsx';
import { StarRating } from './star-rating.tsx';

afterEach(cleanup);

/** The rating as a form holds it: the value is the owner's, each choice reported. */
function Rated({ onChange, hideLegend }: { onChange: (stars: number) => void; hideLegend?: boolean }) {
  const [value, setValue] = useState(0);
  return (
    <StarRating
      value={value}
      legend="How was our service?"
      hideLegend={hideLegend}
      onChange={(stars) => {
        setValue(stars);
        onChange(stars);
      }}
    />
  );
}

const star = (n: number) => screen.getByRole('radio', { name: `${n} of 5 stars` }) as HTMLInputElement;

describe('StarRating', () => {
  it('is a radio group of five stars named by its question, none chosen at first', async () => {
    await renderInApp(<Rated onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'How was our service?' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(5);
    expect([1, 2, 3, 4, 5].map((n) => star(n).checked)).toEqual([false, false, false, false, false]);
  });

  it('chooses the star tapped, reports it, and lights that many', async () => {
    const onChange = vi.fn();
    await renderInApp(<Rated onChange={onChange} />);
    fireEvent.click(star(4));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect([1, 2, 3, 4, 5].map((n) => star(n).checked)).toEqual([false, false, false, true, false]);
    const lit = [1, 2, 3, 4, 5].map((n) => star(n).closest('label')?.className.split(' ').length === 2);
    expect(lit).toEqual([true, true, true, true, false]);

    fireEvent.click(star(2));
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(star(2).checked).toBe(true);
    expect(star(4).checked).toBe(false);
  });

  it('names each star in the launch language', async () => {
    await renderInApp(<Rated onChange={() => {}} />, 'language=2');
    expect(screen.getByRole('radio', { name: '5 de 5 estrellas' })).toBeTruthy();
  });

  it('keeps the question for screen readers when a title already asks it', async () => {
    await renderInApp(<Rated onChange={() => {}} hideLegend />);
    const visible = screen.getByText('How was our service?').className;
    cleanup();
    await renderInApp(<Rated onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'How was our service?' })).toBeTruthy();
    expect(screen.getByText('How was our service?').className).not.toBe(visible);
  });
});
