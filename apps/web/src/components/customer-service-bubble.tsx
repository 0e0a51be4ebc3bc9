import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import { type BubblePosition, clampBubble, isDrag } from './customer-service-bubble-rules.ts';
import './customer-service-bubble.css';

const SIZE = 52;
const MARGIN = 12;

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * A customer-service button the borrower can drag out of the way; it stays inside the screen and opens
 * customer service on a tap (a drag is not a tap). Pointer events cover touch and mouse; a keyboard user presses it
 * like any button. Screens using it keep bottom padding so it never hides their last line.
 */
export function CustomerServiceBubble() {
  const { t } = useWording();
  // Starts in the bottom-right corner, over the page's bottom padding, where it covers nothing once scrolled to.
  const [position, setPosition] = useState<BubblePosition>(() =>
    clampBubble({ x: Number.POSITIVE_INFINITY, y: Number.POSITIVE_INFINITY }, viewport(), SIZE, MARGIN),
  );
  const drag = useRef<{ startX: number; startY: number; from: BubblePosition; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const onResize = () => setPosition((current) => clampBubble(current, viewport(), SIZE, MARGIN));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startY: event.clientY, from: position, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && !isDrag(dx, dy)) return;
    current.moved = true;
    setPosition(clampBubble({ x: current.from.x + dx, y: current.from.y + dy }, viewport(), SIZE, MARGIN));
  };
  const onPointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  return (
    <button
      type="button"
      className="cs-bubble"
      style={{ transform: `translate(${position.x}px, ${position.y}px)`, width: SIZE, height: SIZE }}
      aria-label={t('repay.customerServiceButton')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={() => {
        if (suppressClick.current) {
          suppressClick.current = false;
          return;
        }
        // The native app opens its customer-service page; outside the webview the bridge opens ours in-app.
        callNative('to', 'customerService');
      }}
    >
      <span aria-hidden="true">☎</span>
    </button>
  );
}
