/** Geometry of the draggable customer-service button; pure so it is unit tested. */

export interface BubblePosition {
  x: number;
  y: number;
}

/** Movement (px) below which a press is a tap, not a drag: fingers wobble. */
export const DRAG_THRESHOLD_PX = 6;

export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
}

/** Keeps the button's top-left corner where the whole button stays on screen, `margin` from every edge. */
export function clampBubble(
  position: BubblePosition,
  viewport: { width: number; height: number },
  size: number,
  margin: number,
): BubblePosition {
  const clamp = (value: number, max: number) =>
    Math.min(Math.max(value, margin), Math.max(margin, max - size - margin));
  return { x: clamp(position.x, viewport.width), y: clamp(position.y, viewport.height) };
}
