import { BANNER_INTERVAL_MS } from '@loan/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from '@/platform/use-browser-value.ts';
import { SLIDE_RATIO, SLIDE_WIDTHS, type Slide, slidesOf } from '../content/home.ts';
import type { SiteText } from '../content/site-text.ts';
import { nextSlide, slideAtScroll } from '../rules.ts';
import { useSite } from '../use-site.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const readReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

export function usePrefersReducedMotion(): boolean {
  // Built without a visitor: the page is prerendered as for motion, and hydration then reads the visitor's wish.
  return useBrowserValue(subscribeReducedMotion, readReducedMotion, false);
}

/** How long scrolling must be quiet before a swipe counts as settled on a slide. */
const SETTLE_MS = 120;

/**
 * Auto-playing banner (every 3000 ms). The slides sit in a horizontally scrolling track with scroll snapping,
 * so a phone swipes them natively. It does not play for visitors who prefer reduced motion, and pauses while pointed
 * at or focused; a button pauses it for good (WCAG 2.2.2).
 */
export function Banner({
  slides,
  words,
  intervalMs = BANNER_INTERVAL_MS,
}: {
  slides: readonly Slide[];
  words: SiteText['banner'];
  intervalMs?: number;
}) {
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<number | undefined>(undefined);
  /** The slide an autoplay step or a dot is scrolling to; scroll positions on the way there are not a swipe. */
  const scrollTarget = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [holding, setHolding] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const playing = !reducedMotion && !stopped && !holding && slides.length > 1;

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      scrollTarget.current = target;
      if (track) track.scrollTo({ left: target * track.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [reducedMotion],
  );

  // One timer per shown slide: a swipe or a dot restarts the 3000 ms.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => goTo(nextSlide(index, slides.length)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, intervalMs, slides.length, goTo]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current;
      if (!track) return;
      const settled = slideAtScroll(track.scrollLeft, track.clientWidth, slides.length);
      if (scrollTarget.current !== null && settled !== scrollTarget.current) return;
      scrollTarget.current = null;
      setIndex(settled);
    }, SETTLE_MS);
  };
  // A finger or a key on the track takes over from a scroll the banner started.
  const onUserScroll = () => {
    scrollTarget.current = null;
  };

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={words.label}
      onPointerEnter={() => setHolding(true)}
      onPointerLeave={() => setHolding(false)}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
      onPointerDown={onUserScroll}
      onTouchStart={onUserScroll}
      onWheel={onUserScroll}
      onKeyDown={onUserScroll}
    >
      {/* Focusable so keyboard users can scroll it with the arrow keys. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <div className="banner__track" ref={trackRef} onScroll={onScroll} tabIndex={0}>
        {slides.map((slide, i) => (
          <figure
            key={slide.heading}
            className="banner__slide"
            aria-roledescription="slide"
            aria-label={words.slideOf(i + 1, slides.length)}
            aria-current={i === index ? 'true' : undefined}
          >
            <img
              className="banner__image"
              src={slide.small}
              srcSet={`${slide.small} ${SLIDE_WIDTHS.small}w, ${slide.phone} ${SLIDE_WIDTHS.phone}w, ${slide.large} ${SLIDE_WIDTHS.large}w`}
              sizes="(min-width: 900px) 600px, 100vw"
              width={SLIDE_RATIO.width * 100}
              height={SLIDE_RATIO.height * 100}
              alt={slide.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              // The first slide is the home page's largest paint: fetched ahead of the scripts the page preloads (the built
              // page also preloads it from its head, scripts/prerender.mjs).
              fetchPriority={i === 0 ? 'high' : undefined}
              // The first slide is decoded with the frame that shows it, not in a later one.
              decoding={i === 0 ? 'sync' : 'async'}
            />
            <figcaption className="banner__caption">
              <h2 className="banner__heading">{slide.heading}</h2>
              <p className="banner__text">{slide.text}</p>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="banner__controls">
        {!reducedMotion && (
          <button type="button" className="banner__toggle" onClick={() => setStopped((s) => !s)}>
            {stopped ? words.play : words.pause}
          </button>
        )}
        <div className="banner__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.heading}
              type="button"
              className="banner__dot"
              aria-label={words.showSlide(i + 1, slides.length, slide.heading)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** The home page's banner in the site's words: an island of its own on the built page (island.tsx). */
export function SiteBanner() {
  const { text } = useSite();
  return <Banner slides={slidesOf(text)} words={text.banner} />;
}
