import applySmall from '../assets/banner-apply-640.webp';
import applyPhone from '../assets/banner-apply-828.webp?inline';
import applyLarge from '../assets/banner-apply-1280.webp';
import costsSmall from '../assets/banner-costs-640.webp';
import costsPhone from '../assets/banner-costs-828.webp';
import costsLarge from '../assets/banner-costs-1280.webp';
import repaySmall from '../assets/banner-repay-640.webp';
import repayPhone from '../assets/banner-repay-828.webp';
import repayLarge from '../assets/banner-repay-1280.webp';
import type { SiteText } from './site-text.ts';

export interface Slide {
  heading: string;
  text: string;
  /** Describes the illustration; the heading and text are real text beside it. */
  alt: string;
  small: string;
  /** A phone's width at 2× to 2.6×: most phones' pick, so they do not download the large screen's picture. */
  phone: string;
  large: string;
}

/** The banner's illustrations are 1200 × 500 artwork, offered at 640, 828 and 1280 pixels wide. */
export const SLIDE_WIDTHS = { small: 640, phone: 828, large: 1280 } as const;
export const SLIDE_RATIO = { width: 12, height: 5 } as const;

/**
 * The first slide is the home page's largest paint. Its phone picture (5.4 KB) comes inside the page as a data URL, so
 * a phone paints it with the page's text instead of a round trip later (560 ms on Slow 4G); the other pictures, and
 * the first slide's for a screen that needs 640 or 1280 pixels, stay files the browser caches.
 */
const IMAGES = [
  { small: applySmall, phone: applyPhone, large: applyLarge },
  { small: costsSmall, phone: costsPhone, large: costsLarge },
  { small: repaySmall, phone: repayPhone, large: repayLarge },
] as const;

/** The banner's slides in the site's words, each with its illustration. */
export const slidesOf = (text: SiteText): Slide[] =>
  text.banner.slides.map((slide, i) => ({ ...slide, ...(IMAGES[i] ?? IMAGES[0]) }));
