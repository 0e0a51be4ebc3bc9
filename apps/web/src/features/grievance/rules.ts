/** Links of the grievance page. */

export function mailHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** The regulator's site as the borrower reads it: without the scheme and a trailing slash. */
export function siteLabel(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}
