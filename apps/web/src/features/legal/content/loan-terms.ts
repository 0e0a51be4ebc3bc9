import { formatWholeUnits, INDIA, type LendingMarket, type LendingMarketId, LOAN_TERMS, MEXICO } from '@loan/contract';
import { companyIn, type SiteConfig, siteConfig } from '@/config/site.ts';
import { legalUpdated } from './company.ts';
import type { LegalDocument } from './types.ts';

const p = (...parts: string[]): string => parts.join(' ');

/** Rupee amounts as the terms write them: `Rs.1,000`. */
export const rupees = (amount: number): string => `Rs.${formatWholeUnits(amount, INDIA)}`;
/** Peso amounts as Mexican terms write them: `$1,000 MXN`. */
export const pesos = (amount: number): string => `$${formatWholeUnits(amount, MEXICO)} MXN`;

const t = LOAN_TERMS;

interface TermsWords {
  title: string;
  money: (amount: number) => string;
  dayRange: (fromDay: number, toDay: number | null) => string;
  band: (pct: number, range: string) => string;
  sections: (c: { name: string; address: string; email: string; phone: string; siteUrl: string }) => {
    heading: string;
    paragraphs: string[];
    penaltyBands?: true;
  }[];
}

const EN: TermsWords = {
  title: 'Loan terms and conditions',
  money: rupees,
  dayRange: (fromDay, toDay) =>
    toDay === null ? `from day ${fromDay} onwards` : `from day ${fromDay} to day ${toDay}`,
  band: (pct, range) => `${pct}% per day ${range} of the delay`,
  sections: (c) => [
    {
      heading: 'Who we are',
      paragraphs: [
        p(
          `These terms govern every loan granted by ${c.name} ("the Lender"), with its registered office at ${c.address},`,
          `through its website ${c.siteUrl} and its mobile app, to the person who applies ("the Borrower").`,
        ),
        'By accepting a loan offer in the app, the Borrower accepts these terms together with the loan agreement.',
      ],
    },
    {
      heading: 'Loan term',
      paragraphs: [
        p(
          `Each loan has a term of ${t.minTermDays} to ${t.maxTermDays} days. The amount, the term, the interest,`,
          'every fee, the APR and the repayment date are shown in the app before the Borrower accepts the offer.',
        ),
      ],
    },
    {
      heading: 'Application, decision and credit',
      paragraphs: [
        p(
          `The Lender decides on a complete application within ${t.decisionWithinDays} day and tells the Borrower`,
          'the decision in the app.',
        ),
        p(
          `An approved loan is credited to the Borrower's bank account within ${t.creditWithinDays.min}–${t.creditWithinDays.max}`,
          'days of the Borrower accepting the offer.',
        ),
      ],
    },
    {
      heading: 'Prepayment',
      paragraphs: [
        // The rule the app applies (loan detail: "Due on …", the repayment screens): one rule, both places.
        p(
          'The Borrower may repay the loan at any time before its due date, in whole or in part, with no fee for',
          'repaying early. The amount to repay is the one the app shows: the principal and the interest agreed for the',
          'term, which repaying early does not change.',
        ),
      ],
    },
    {
      heading: 'Late payment',
      paragraphs: [
        p(
          `A loan not repaid on its due date is in default. A one-time default penalty of ${rupees(t.defaultPenaltyNewRupees)}`,
          `applies to new clients and of ${rupees(t.defaultPenaltyRepeatRupees)} to repeat clients.`,
        ),
        'In addition, penalty interest accrues each day on the overdue amount:',
      ],
      penaltyBands: true,
    },
    {
      heading: 'Change of address',
      paragraphs: [
        p(
          `The Borrower must tell the Lender of any change of postal address, telephone or e-mail within`,
          `${t.addressChangeNoticeDays} days of the change, in the app or by writing to ${c.email}.`,
        ),
      ],
    },
    {
      heading: 'Assignment',
      paragraphs: [
        p(
          'The Lender may assign or transfer its rights under a loan to another regulated entity. It notifies the',
          `Borrower at least ${t.assignmentNoticeBusinessDays} business days before the assignment takes effect;`,
          "the Borrower's rights and the loan's terms do not change.",
        ),
      ],
    },
    {
      heading: 'Governing law and contact',
      paragraphs: [`Questions and complaints: ${c.name}, ${c.address}; e-mail ${c.email}; telephone ${c.phone}.`],
    },
  ],
};

const ES: TermsWords = {
  title: 'Términos y condiciones del préstamo',
  money: pesos,
  dayRange: (fromDay, toDay) => (toDay === null ? `a partir del día ${fromDay}` : `del día ${fromDay} al día ${toDay}`),
  band: (pct, range) => `${pct}% diario ${range} de atraso`,
  sections: (c) => [
    {
      heading: 'Quiénes somos',
      paragraphs: [
        p(
          `Estos términos rigen todo préstamo que otorga ${c.name} ("el Acreditante"), con domicilio en ${c.address},`,
          `por medio de su sitio ${c.siteUrl} y de su app, a la persona que lo solicita ("el Acreditado").`,
        ),
        'Al aceptar una oferta de préstamo en la app, el Acreditado acepta estos términos junto con el contrato de crédito.',
      ],
    },
    {
      heading: 'Plazo del préstamo',
      paragraphs: [
        p(
          `Cada préstamo tiene un plazo de ${t.minTermDays} a ${t.maxTermDays} días. El monto, el plazo, los intereses,`,
          'cada comisión, el CAT y la fecha de pago se muestran en la app antes de que el Acreditado acepte la oferta.',
        ),
      ],
    },
    {
      heading: 'Solicitud, respuesta y depósito',
      paragraphs: [
        p(
          `El Acreditante resuelve una solicitud completa en ${t.decisionWithinDays} día y comunica la respuesta`,
          'al Acreditado en la app.',
        ),
        p(
          `Un préstamo aprobado se deposita en la cuenta bancaria del Acreditado de ${t.creditWithinDays.min} a ${t.creditWithinDays.max}`,
          'días después de que acepte la oferta.',
        ),
      ],
    },
    {
      heading: 'Pago anticipado',
      paragraphs: [
        p(
          'El Acreditado puede pagar el préstamo en cualquier momento antes de su vencimiento, total o parcialmente, sin',
          'comisión por pago anticipado. El monto a pagar es el que muestra la app: el capital y los intereses pactados',
          'para el plazo, que no cambian por pagar antes.',
        ),
      ],
    },
    {
      heading: 'Atraso en el pago',
      paragraphs: [
        p(
          `Un préstamo no pagado en su fecha de vencimiento está en incumplimiento. Se aplica una penalización única de ${pesos(t.defaultPenaltyNewRupees)}`,
          `a clientes nuevos y de ${pesos(t.defaultPenaltyRepeatRupees)} a clientes recurrentes.`,
        ),
        'Además, se generan intereses moratorios cada día sobre el monto vencido:',
      ],
      penaltyBands: true,
    },
    {
      heading: 'Cambio de domicilio',
      paragraphs: [
        p(
          'El Acreditado debe informar al Acreditante de cualquier cambio de domicilio, teléfono o correo electrónico dentro',
          `de los ${t.addressChangeNoticeDays} días siguientes al cambio, en la app o escribiendo a ${c.email}.`,
        ),
      ],
    },
    {
      heading: 'Cesión',
      paragraphs: [
        p(
          'El Acreditante puede ceder o transmitir sus derechos sobre un préstamo a otra entidad regulada. Lo notifica al',
          `Acreditado al menos ${t.assignmentNoticeBusinessDays} días hábiles antes de que la cesión surta efecto;`,
          'los derechos del Acreditado y las condiciones del préstamo no cambian.',
        ),
      ],
    },
    {
      heading: 'Legislación aplicable y contacto',
      paragraphs: [`Dudas y quejas: ${c.name}, ${c.address}; correo ${c.email}; teléfono ${c.phone}.`],
    },
  ],
};

/** Each market's terms: its currency and figures, in its wording (India's in English with rupees, Mexico's in Spanish). */
const TERMS_WORDS: Record<LendingMarketId, TermsWords> = { IN: EN, MX: ES };

/**
 * The loan terms and conditions of the public site (terms of 91 to 365 days, penalties, decision and notice periods) in
 * the market's words: English with rupees for India, Spanish with pesos for Mexico, each with its market's
 * governing-law clause (the market table's, like the contract's). Lender name, office and site come from the site
 * configuration.
 */
export function loanTermsDocument(config: SiteConfig = siteConfig, market: LendingMarket = INDIA): LegalDocument {
  const words = TERMS_WORDS[market.id as LendingMarketId];
  const company = companyIn(market.id as LendingMarketId, config);
  const sections = words.sections({ ...company, siteUrl: config.siteUrl });
  return {
    title: words.title,
    updated: legalUpdated,
    sections: sections.map((section, i) => ({
      heading: section.heading,
      // The governing-law clause opens the last section.
      paragraphs:
        i === sections.length - 1
          ? [market.governingLaw[market.wordingSet], ...section.paragraphs]
          : section.paragraphs,
      ...(section.penaltyBands
        ? {
            list: t.dailyPenaltyBands.map((band) => words.band(band.pct, words.dayRange(band.fromDay, band.toDay))),
          }
        : {}),
    })),
  };
}
