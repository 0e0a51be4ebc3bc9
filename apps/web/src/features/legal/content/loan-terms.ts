import { INDIA, type LendingMarket, LOAN_TERMS } from '@loan/contract';
import { siteConfig } from '@/config/site.ts';
import { legalUpdated } from './company.ts';
import type { LegalDocument } from './types.ts';

const p = (...parts: string[]): string => parts.join(' ');

/** Rupee amounts as the terms write them: `Rs.1,000`. */
export const rupees = (amount: number): string => `Rs.${amount.toLocaleString('en-IN')}`;

const dayRange = (fromDay: number, toDay: number | null) =>
  toDay === null ? `from day ${fromDay} onwards` : `from day ${fromDay} to day ${toDay}`;

/**
 * The loan terms and conditions of the public site (spec §2, figures of §9), in English: the loans they describe are
 * the Indian market's (rupees), so its governing-law clause is India's, from the market table like the contract's.
 * Lender name, address and site come from the site configuration.
 */
export function loanTermsDocument(config = siteConfig, market: LendingMarket = INDIA): LegalDocument {
  const { name, address, email, phone } = config.company;
  const t = LOAN_TERMS;
  return {
    title: 'Loan terms and conditions',
    updated: legalUpdated,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          p(
            `These terms govern every loan granted by ${name} ("the Lender"), with its registered office at ${address},`,
            `through its website ${config.siteUrl} and its mobile app, to the person who applies ("the Borrower").`,
          ),
          'By accepting a loan offer in the app, the Borrower accepts these terms together with the loan agreement.',
        ],
      },
      {
        heading: 'Loan term',
        paragraphs: [
          p(
            `Each loan has a term of ${t.minTermDays} to ${t.maxTermDays} days. The amount, the term, the interest,`,
            'every fee and the repayment date are shown in the app before the Borrower accepts the offer.',
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
          p(
            'The Borrower may repay the whole loan early once half of the loan term has passed and at least',
            `${t.prepaymentMinDays} days after the credit. Interest is then charged only for the days the money was used.`,
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
        list: t.dailyPenaltyBands.map(
          (band) => `${band.pct}% per day ${dayRange(band.fromDay, band.toDay)} of the delay`,
        ),
      },
      {
        heading: 'Change of address',
        paragraphs: [
          p(
            `The Borrower must tell the Lender of any change of postal address, telephone or e-mail within`,
            `${t.addressChangeNoticeDays} days of the change, in the app or by writing to ${email}.`,
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
        paragraphs: [
          market.governingLaw,
          `Questions and complaints: ${name}, ${address}; e-mail ${email}; telephone ${phone}.`,
        ],
      },
    ],
  };
}
