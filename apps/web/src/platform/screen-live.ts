/**
 * Marks the page once its screen is live in the browser (its server HTML hydrated, or rendered here): until then a tap
 * on a button does nothing. End-to-end tests wait for it before they interact.
 */
export function markScreenLive(): void {
  document.documentElement.dataset.screenLive = 'true';
}
