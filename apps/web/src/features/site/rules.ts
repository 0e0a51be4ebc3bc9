/** Pure rules of the public marketing site. */

export interface ContactValues {
  name: string;
  telephone: string;
  email: string;
  remark: string;
}

/**
 * Spec §5: name, e-mail, telephone and message must all be non-empty ('Please provide complete information!'),
 * otherwise 'Successful!'. Blank-only text counts as empty.
 */
export function isContactComplete(values: ContactValues): boolean {
  return [values.name, values.telephone, values.email, values.remark].every((value) => value.trim() !== '');
}

/** The slide after `index`, wrapping to the first after the last. */
export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide whose left edge is nearest the scroll position of a track of equal-width slides. */
export function slideAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** `© 2026 Lend H5 Financial Services. All rights reserved.` */
export function copyrightLine(companyName: string, year: number): string {
  return `© ${year} ${companyName}. All rights reserved.`;
}
