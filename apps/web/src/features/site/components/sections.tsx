import { CONTRACT_DAILY_INTEREST_LABEL, formatMoney, LOAN_TERMS } from '@loan/contract';
import type { ReactNode } from 'react';
import { AppleStoreIcon, GooglePlayIcon } from '@/components/store-icons.tsx';
import { siteConfig } from '@/config/site.ts';
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
  const money = (minor: number) => formatMoney(minor, market);
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
          <AppleStoreIcon size={28} />
          <span className="app-badge__words">
            <small>{text.getTheApp.appStoreSmall}</small> <strong>App Store</strong>
          </span>
        </a>
      </li>
      <li>
        <a className="app-badge" href={app.playStoreUrl} rel="noopener">
          <GooglePlayIcon size={28} />
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
