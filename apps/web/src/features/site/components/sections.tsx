import { CONTRACT_DAILY_INTEREST_LABEL, LOAN_TERMS } from '@loan/contract';
import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site.ts';
import { formatAmount } from '@/platform/format.ts';
import stepApply from '../assets/step-apply.svg';
import stepDecision from '../assets/step-decision.svg';
import stepMoney from '../assets/step-money.svg';
import { representativeExample } from '../rules.ts';
import { useSite } from '../use-site.ts';

const STEP_IMAGES = [stepApply, stepDecision, stepMoney];
const ICON_SIZE = 96;

/** A titled block of a site page; `id` makes it linkable (`/#contact`). */
export function SiteSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="site-section" aria-labelledby={`${id}-heading`} id={id}>
      <h2 className="site-section__heading" id={`${id}-heading`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The home page's image pages: how a loan works, one illustrated card per step, figures from the loan terms. */
export function StepCards() {
  const { text } = useSite();
  const t = LOAN_TERMS;
  const steps = text.steps({
    minTermDays: t.minTermDays,
    maxTermDays: t.maxTermDays,
    decisionDays: t.decisionWithinDays,
    creditMin: t.creditWithinDays.min,
    creditMax: t.creditWithinDays.max,
  });
  return (
    <ol className="steps">
      {steps.map((step, i) => (
        <li key={step.heading} className="steps__card">
          <img src={STEP_IMAGES[i]} width={ICON_SIZE} height={ICON_SIZE} alt="" />
          <h3 className="steps__heading">{step.heading}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The representative example regulators require in every advertisement (a CAT in Mexico, an APR in India), computed
 * from the representative loan with the market's tax and annual-cost rule, never typed in.
 */
export function RepresentativeExample() {
  const { market, text } = useSite();
  const example = representativeExample(market);
  const money = (minor: number) => formatAmount(minor, market);
  const lines = text.example.lines({
    amount: money(example.amount),
    termDays: example.termDays,
    commission: money(example.commission),
    tax: money(example.iva),
    taxName: market.tax.name,
    taxRatePct: market.tax.ratePct,
    dailyInterest: CONTRACT_DAILY_INTEREST_LABEL,
    interest: money(example.interest),
    received: money(example.giveAmount),
    totalRepay: money(example.contractAmount),
    annualCost: `${example.annualCostPct.toFixed(market.annualCost.decimals)}%`,
  });
  return (
    <div className="site-example" data-testid="representative-example">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** App store badges: the app is where a loan is applied for. */
export function AppBadges() {
  const { text } = useSite();
  const { app } = siteConfig;
  return (
    <ul className="app-badges">
      <li>
        <a className="app-badge" href={app.appStoreUrl} rel="noopener">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.2zM14 5.4c.7-.9 1.2-2 1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.2.1 2.3-.6 3.1-1.5z"
            />
          </svg>
          <span className="app-badge__words">
            <small>{text.getTheApp.appStoreSmall}</small> <strong>App Store</strong>
          </span>
        </a>
      </li>
      <li>
        <a className="app-badge" href={app.playStoreUrl} rel="noopener">
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path fill="#34a853" d="M3.6 2.2 13.5 12l-9.9 9.8c-.4-.2-.6-.6-.6-1.1V3.3c0-.5.2-.9.6-1.1z" />
            <path fill="#fbbc04" d="m16.8 8.7-3.3 3.3 3.3 3.3 3.7-2.1c1-.6 1-1.9 0-2.4z" />
            <path fill="#4285f4" d="M3.6 2.2c.3-.2.8-.2 1.2 0l12 6.5-3.3 3.3z" />
            <path fill="#ea4335" d="m13.5 12 3.3 3.3-12 6.5c-.4.2-.9.2-1.2 0z" />
          </svg>
          <span className="app-badge__words">
            <small>{text.getTheApp.googlePlaySmall}</small> <strong>Google Play</strong>
          </span>
        </a>
      </li>
    </ul>
  );
}

/** A long document folded under its title on the home page; the browser's find-in-page still reaches its text. */
export function FoldedDocument({ summary, href, children }: { summary: string; href: string; children: ReactNode }) {
  const { text } = useSite();
  return (
    <details className="folded">
      <summary className="folded__summary">{summary}</summary>
      <div className="folded__body">{children}</div>
      <a className="folded__link" href={href}>
        {text.openAsPage}
      </a>
    </details>
  );
}

export function AboutText() {
  const { text } = useSite();
  return (
    <div className="site-prose">
      {text.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

export function ContactDetails() {
  const { company, text } = useSite();
  return (
    <ul className="contact-details">
      <li>
        {text.details.email}: <a href={`mailto:${company.email}`}>{company.email}</a>
      </li>
      <li>
        {text.details.phone}: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
      </li>
      <li>
        {text.details.address}: {company.address}
      </li>
    </ul>
  );
}
