import { describe, expect, it } from 'vitest';
import { clampBubble, isDrag } from './customer-service-bubble-rules.ts';

describe('customer-service bubble geometry', () => {
  const screen = { width: 390, height: 844 };

  it('keeps the whole button inside the screen, a margin from each edge', () => {
    expect(clampBubble({ x: -100, y: -5 }, screen, 52, 12)).toEqual({ x: 12, y: 12 });
    expect(clampBubble({ x: 1000, y: 2000 }, screen, 52, 12)).toEqual({ x: 326, y: 780 });
    expect(clampBubble({ x: 100, y: 300 }, screen, 52, 12)).toEqual({ x: 100, y: 300 });
  });

  it('treats a small wobble as a tap and a longer move as a drag', () => {
    expect(isDrag(3, 3)).toBe(false);
    expect(isDrag(0, 6)).toBe(true);
  });
});
