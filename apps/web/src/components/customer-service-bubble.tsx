import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { callNative } from '@/platform/bridge.ts';
import { type BubblePosition, clampBubble, isDrag } from './customer-service-bubble-rules.ts';
import './customer-service-bubble.css';

const SIZE = 52;
const MARGIN = 8;
/** The dock's height: the button and its margins (the safe area below is added in CSS). */
const DOCK_HEIGHT = SIZE + 2 * MARGIN;

/** The dock is the button's whole world: the screen's width, the dock's height. */
function dockArea() {
  return { width: window.innerWidth, height: DOCK_HEIGHT };
}

/**
 * A customer-service button docked in a bar of its own at the bottom of the screen. Floating over the page, it hid
 * whatever scrolled under it (a store's barcode, a Copy button, "Print"); in the dock nothing is ever under it, and
 * the space the dock takes is reserved at the end of the page, so every line can be scrolled clear of it. The
 * borrower can still drag it, along the dock; it opens customer service on a tap (a drag is not a tap). Pointer
 * events cover touch and mouse; a keyboard user presses it like any button.
 */
export function CustomerServiceBubble() {
  const { t } = useWording();
  // Starts at the dock's right end, where it covers nothing: placed by CSS until the first drag, so the server,
  // which knows no screen width, renders it where the browser does.
  const [position, setPosition] = useState<BubblePosition | null>(null);
  const drag = useRef<{ startX: number; startY: number; from: BubblePosition; moved: boolean } | null>(null);
  const suppressClick = useRef(false);
  // The dock's band and the room kept for it at the end of the page, only where the page reaches under the button. The
  // server, which knows no screen height, renders the band; a page that ends above it loses it once live.
  const [docked, setDocked] = useState(true);
  const space = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const room = space.current;
    if (!room) return;
    // Where the page's content ends: the top of the room kept for the dock, whatever that room's height.
    const update = () =>
      setDocked(room.getBoundingClientRect().top + window.scrollY > window.innerHeight - DOCK_HEIGHT);
    update();
    // Docking adds or removes the room at the body's end, so the body's size changes with it: set from within the
    // observer's own delivery, that change would be observed again in the same frame, which browsers report as an
    // error ("ResizeObserver loop completed with undelivered notifications"; "Script error." in iOS 16's WebKit).
    // The next frame's update sees the settled page.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    });
    observer.observe(document.body);
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);

  useEffect(() => {
    const onResize = () =>
      setPosition((current) => (current ? clampBubble(current, dockArea(), SIZE, MARGIN) : current));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const from = position ?? clampBubble({ x: Number.POSITIVE_INFINITY, y: 0 }, dockArea(), SIZE, MARGIN);
    drag.current = { startX: event.clientX, startY: event.clientY, from, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.moved && !isDrag(dx, dy)) return;
    current.moved = true;
    setPosition(clampBubble({ x: current.from.x + dx, y: current.from.y + dy }, dockArea(), SIZE, MARGIN));
  };
  const onPointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  return (
    <>
      <div
        ref={space}
        className={docked ? 'cs-dock-space' : 'cs-dock-space cs-dock-space--none'}
        style={{ height: docked ? DOCK_HEIGHT : 0 }}
        aria-hidden="true"
      />
      <div className={docked ? 'cs-dock' : 'cs-dock cs-dock--floating'} style={{ height: DOCK_HEIGHT }}>
        <button
          type="button"
          className="cs-bubble"
          style={
            position
              ? { transform: `translate(${position.x}px, ${position.y}px)`, width: SIZE, height: SIZE }
              : { left: 'auto', right: MARGIN, top: MARGIN, width: SIZE, height: SIZE }
          }
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
      </div>
    </>
  );
}
