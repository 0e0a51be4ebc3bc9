import { GRIEVANCE_RESPONSE_DAYS, type GrievanceContact, type WordingSet } from '@loan/contract';

/**
 * The lender's grievance desk per market, demo values (the `.example` domain receives no mail). A real lender puts
 * its registered officer here; this is the only place the server takes them from.
 */
const GRIEVANCE_DESKS = {
  india: {
    name: 'Grievance Redressal Officer: Priya Raman',
    phone: '+91 80 4567 8900',
    email: 'grievance.in@lend-h5.example',
    hours: 'Monday to Saturday, 9:00–18:00 IST',
    responseDays: GRIEVANCE_RESPONSE_DAYS,
  },
  mexico: {
    name: 'Unidad Especializada de Atención a Usuarios (UNE): Laura Méndez Ortiz',
    phone: '+52 55 1234 5679',
    email: 'une@lend-h5.example',
    hours: 'Lunes a viernes, 9:00–18:00 (hora del centro)',
    responseDays: GRIEVANCE_RESPONSE_DAYS,
  },
} as const satisfies Record<string, GrievanceContact>;

/** India is the English wording set (`language=1`); every other launch is the Mexican product. */
export const grievanceContactFor = (language: WordingSet): GrievanceContact =>
  language === 'en' ? GRIEVANCE_DESKS.india : GRIEVANCE_DESKS.mexico;
