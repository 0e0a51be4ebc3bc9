/**
 * Identity of the lender as shown in the legal texts. These are neutral values the operator configures; a later
 * change can move them to the site configuration without touching the texts that use them.
 */
export const company = {
  name: 'Lend H5 Financial Services',
  email: 'privacy@lend-h5.example',
  address: '[registered office address]',
} as const;

/** Date of the last revision of the legal texts, year-month-day. */
export const legalUpdated = '2026-11-23';
