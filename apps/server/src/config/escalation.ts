import { type EscalationRoute, GRIEVANCE_RESPONSE_DAYS, type WordingSet } from '@loan/contract';

/*
 * The regulator a borrower escalates to, per market. Public facts of each scheme, checked against the regulators'
 * own announcements (docs/decisions.md, "Borrower rights: grievance, receipts"):
 * - India, Reserve Bank – Integrated Ombudsman Scheme 2021: the borrower first writes to the lender; when the answer
 *   does not satisfy, or none comes within 30 days, they complain on the CMS portal (cms.rbi.org.in) or by e-mail to
 *   the Centralised Receipt and Processing Centre (crpc@rbi.org.in), within one year of the answer (one year and 30
 *   days without one). Contact centre: toll-free 14448. Free of charge.
 * - Mexico, CONDUSEF: the lender's UNE must answer in writing within 30 business days (Ley de Protección y Defensa al
 *   Usuario de Servicios Financieros, art. 50 Bis); the borrower may file a complaint with CONDUSEF (55 5340 0999,
 *   asesoria@condusef.gob.mx, www.condusef.gob.mx). Our deadline of 30 calendar days is the stricter of the two.
 */
const ROUTES = {
  india: {
    authority: 'Reserve Bank of India – Integrated Ombudsman (RB-IOS 2021)',
    afterDays: GRIEVANCE_RESPONSE_DAYS,
    conditions:
      `If we do not answer within ${GRIEVANCE_RESPONSE_DAYS} days, or you are not satisfied with our answer, you can ` +
      'complain to the RBI Ombudsman free of charge: online on the Complaint Management System, or by e-mail to the ' +
      'Centralised Receipt and Processing Centre, within one year of our answer (one year and 30 days if we did not ' +
      'answer). The RBI contact centre (toll-free 14448) answers questions about the scheme.',
    website: 'https://cms.rbi.org.in',
    phone: '14448',
    email: 'crpc@rbi.org.in',
  },
  mexico: {
    authority: 'CONDUSEF – Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros',
    afterDays: GRIEVANCE_RESPONSE_DAYS,
    conditions:
      `Si no te respondemos en ${GRIEVANCE_RESPONSE_DAYS} días o no estás de acuerdo con nuestra respuesta, puedes ` +
      'presentar tu reclamación ante la CONDUSEF sin costo: por teléfono, por correo electrónico o en su portal de ' +
      'internet. También puedes acudir a ella en cualquier momento para recibir orientación.',
    website: 'https://www.condusef.gob.mx',
    phone: '55 5340 0999',
    email: 'asesoria@condusef.gob.mx',
  },
} as const satisfies Record<string, EscalationRoute>;

/** India is the English wording set (`language=1`); every other launch is the Mexican product. */
export const escalationRouteFor = (language: WordingSet): EscalationRoute =>
  language === 'en' ? ROUTES.india : ROUTES.mexico;
