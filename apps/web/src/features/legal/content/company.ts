/**
 * Identity of the lender as shown in the legal texts: demo values (the .example domain cannot receive mail). A later
 * change can move them to the site configuration without touching the texts that use them.
 */
export const company = {
  name: 'Lend H5 Financial Services',
  email: 'privacy@lend-h5.example',
  address: 'Av. Paseo de la Reforma 250, Col. Juárez, 06600 Ciudad de México, México',
} as const;

/** Date of the last revision of the legal texts, year-month-day. */
export const legalUpdated = '2026-11-23';
