import { LOAN_TERMS } from '@loan/contract';
import applySmall from '../assets/banner-apply-640.webp';
import applyLarge from '../assets/banner-apply-1280.webp';
import costsSmall from '../assets/banner-costs-640.webp';
import costsLarge from '../assets/banner-costs-1280.webp';
import repaySmall from '../assets/banner-repay-640.webp';
import repayLarge from '../assets/banner-repay-1280.webp';

export interface Slide {
  heading: string;
  text: string;
  /** Describes the illustration; the heading and text are real text beside it. */
  alt: string;
  small: string;
  large: string;
}

/** The banner's illustrations are 1200 × 500 artwork, offered at 640 and 1280 pixels wide. */
export const SLIDE_WIDTHS = { small: 640, large: 1280 } as const;
export const SLIDE_RATIO = { width: 12, height: 5 } as const;

export const SLIDES: readonly Slide[] = [
  {
    heading: 'Cash in minutes',
    text: 'Apply from your phone: a few questions, no paperwork, no queues.',
    alt: 'A phone showing an approved loan beside a stack of coins',
    small: applySmall,
    large: applyLarge,
  },
  {
    heading: 'Clear costs, no surprises',
    text: 'Amount, interest, fees and due date are shown before you accept.',
    alt: 'A loan statement with every cost listed, under a magnifying glass',
    small: costsSmall,
    large: costsLarge,
  },
  {
    heading: 'Repay your way',
    text: 'Pay by bank transfer or at a store, early or on the due date.',
    alt: 'A calendar with the due date ticked, next to a bank card',
    small: repaySmall,
    large: repayLarge,
  },
];

export interface Step {
  heading: string;
  text: string;
}

const { decisionWithinDays, creditWithinDays, minTermDays, maxTermDays } = LOAN_TERMS;

/** "Image pages" of the home page: how a loan works, one illustrated card per step. */
export const STEPS: readonly Step[] = [
  {
    heading: 'Apply in the app',
    text: `Tell us how much you need and for how long: loans run from ${minTermDays} to ${maxTermDays} days.`,
  },
  {
    heading: 'Get a decision',
    text: `We decide on a complete application within ${decisionWithinDays} day and tell you in the app.`,
  },
  {
    heading: 'Receive the money',
    text: `The loan reaches your bank account within ${creditWithinDays.min}–${creditWithinDays.max} days of accepting the offer.`,
  },
];

export const ABOUT_PARAGRAPHS: readonly string[] = [
  'We lend small amounts for short periods to people who need money quickly and want to know exactly what it costs.',
  'Everything happens in the app: the application, the decision, the contract, the repayment and, if you need it, a complaint. Our support team answers by telephone, WhatsApp and e-mail.',
  'We show the full cost of a loan before you accept it, we never charge a fee that was not in the offer, and we treat your data as the privacy notice says.',
];

export interface Review {
  name: string;
  city: string;
  stars: number;
  text: string;
}

/** Sample reviews of the demo site; an operator replaces them with reviews collected in the app. */
export const REVIEWS: readonly Review[] = [
  {
    name: 'Asha K.',
    city: 'Pune',
    stars: 5,
    text: 'I applied at lunch and had the decision the same afternoon. Every cost was on one screen.',
  },
  {
    name: 'Rohit S.',
    city: 'Jaipur',
    stars: 4,
    text: 'The money arrived two days after I accepted. Repaying at the store near my house was easy.',
  },
  {
    name: 'Meera P.',
    city: 'Chennai',
    stars: 5,
    text: 'I repaid early once half the term had passed and only paid interest for the days I used.',
  },
  { name: 'Vikram D.', city: 'Lucknow', stars: 4, text: 'Support answered my question on WhatsApp within the hour.' },
];
