import type { ReactNode } from 'react';
import { siteConfig } from '@/config/site.ts';
import stepApply from '../assets/step-apply.svg';
import stepDecision from '../assets/step-decision.svg';
import stepMoney from '../assets/step-money.svg';
import { ABOUT_PARAGRAPHS, REVIEWS, STEPS } from '../content/home.ts';

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

/** The home page's image pages: how a loan works, one illustrated card per step. */
export function StepCards() {
  return (
    <ol className="steps">
      {STEPS.map((step, i) => (
        <li key={step.heading} className="steps__card">
          <img src={STEP_IMAGES[i]} width={ICON_SIZE} height={ICON_SIZE} alt="" />
          <h3 className="steps__heading">{step.heading}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A long document folded under its title on the home page; the browser's find-in-page still reaches its text. */
export function FoldedDocument({ summary, href, children }: { summary: string; href: string; children: ReactNode }) {
  return (
    <details className="folded">
      <summary className="folded__summary">{summary}</summary>
      <div className="folded__body">{children}</div>
      <a className="folded__link" href={href}>
        Open as a page
      </a>
    </details>
  );
}

export function AboutText() {
  return (
    <div className="site-prose">
      {ABOUT_PARAGRAPHS.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function ReviewList() {
  return (
    <ul className="reviews">
      {REVIEWS.map((review) => (
        <li key={review.name} className="reviews__card">
          <p className="reviews__stars">
            <span aria-hidden="true">{'★'.repeat(review.stars) + '☆'.repeat(5 - review.stars)}</span>
            <span className="visually-hidden">{`${review.stars} out of 5 stars`}</span>
          </p>
          <blockquote className="reviews__text">{review.text}</blockquote>
          <p className="reviews__author">
            {review.name}, {review.city}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ContactDetails() {
  const { company } = siteConfig;
  return (
    <ul className="contact-details">
      <li>
        E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
      </li>
      <li>
        Phone: <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
      </li>
      <li>Address: {company.address}</li>
    </ul>
  );
}
