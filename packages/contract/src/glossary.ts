/**
 * The terms the borrower's screens, the console and the server all print: one wording each per language, so a row
 * label or a status reads the same on the loan page, in the agreement, in the console and in the server's texts.
 * Each app's own catalogue takes them under `glossary.` (`glossary.dueDate`); the server reads `GLOSSARY.dueDate`.
 * Terms only one side prints stay in that side's catalogue.
 */
export const GLOSSARY = {
  loanAmount: { en: 'Loan amount', es: 'Monto del préstamo' },
  loanTerm: { en: 'Loan term', es: 'Plazo del préstamo' },
  dueDate: { en: 'Due date', es: 'Fecha de vencimiento' },
  orderNumber: { en: 'Order number', es: 'Número de pedido' },
  statusReviewing: { en: 'Under review', es: 'En revisión' },
  statusApproved: { en: 'Approved', es: 'Aprobado' },
  statusRejected: { en: 'Not approved', es: 'No aprobado' },
  statusRepaying: { en: 'Pending repayment', es: 'Pendiente de pago' },
  statusOverdue: { en: 'Overdue', es: 'Vencido' },
  statusSettled: { en: 'Repaid', es: 'Pagado' },
  statusOther: { en: 'In process', es: 'En proceso' },
} as const satisfies Record<string, { en: string; es: string }>;

export type GlossaryTerm = keyof typeof GLOSSARY;
export type GlossaryKey = `glossary.${GlossaryTerm}`;

/** The glossary in one language, keyed as the apps' catalogues key it (`glossary.loanAmount`). */
export function glossaryWords(language: 'en' | 'es'): Record<GlossaryKey, string> {
  const entries = Object.entries(GLOSSARY).map(([term, words]) => [`glossary.${term}`, words[language]]);
  return Object.fromEntries(entries) as Record<GlossaryKey, string>;
}
