import {
  internationalPhone,
  type LandingLocale,
  landingLocale,
  landingTemplateSchema,
  landingTranslationsSchema,
  nationalPhone,
  type RegistrationMarket,
  wordingOverride,
} from '@loan/contract';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/database.ts';

/** A stored template: the market it serves, its own wording and content, and its content in other sets. */
export type LandingTemplate = z.output<typeof landingTemplateSchema> & {
  translations: z.output<typeof landingTranslationsSchema>;
};

// jsonb arrives parsed from PGlite and node-postgres alike.
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** A landing template with the market it serves (its phone rule, currency, SMS wording). */
export async function landingTemplate(db: Queryable, id: number): Promise<LandingTemplate | null> {
  const [row] = await db.query<{
    id: number;
    market: string;
    wording: string;
    content: unknown;
    translations: unknown;
  }>('select id, market, wording, content, translations from landing_templates where id = $1', [id]);
  if (!row) return null;
  // The schemas guard operator edits (an unknown market, a missing field).
  const template = landingTemplateSchema.parse({
    id: Number(row.id),
    market: row.market,
    wording: row.wording,
    content: json(row.content),
  });
  return { ...template, translations: landingTranslationsSchema.parse(json(row.translations)) };
}

/** What `channel-template` answers: the template in the wording set the landing speaks (landingLocale). */
export function landingAnswer(template: LandingTemplate, locale: LandingLocale) {
  const content = template.translations[locale.wordingSet] ?? template.content;
  const wording = content === template.content ? template.wording : locale.wordingSet;
  return { id: template.id, market: template.market, wording, content };
}

/**
 * The market and wording of a landing call: its template's, `language=1|2` overriding the wording. A call that names
 * no template (the landing's original get-sms body has no `id`) is the Chinese landing (template 3), so its 11-digit
 * rule and Chinese messages hold for a client built before templates named a market.
 */
export function landingCallLocale(template: LandingTemplate | null, language: string | undefined): LandingLocale {
  return landingLocale(template, wordingOverride(language));
}

/**
 * A typed phone as the landing's market reads it, in E.164 (`+525512345678`): the form registrations, one-time codes
 * and the SMS gateway keep, so the same person typing `55 1234 5678` or `+52 55 1234 5678` is one number.
 * `null` when it is not a number of that market.
 */
export function registrationPhone(market: RegistrationMarket, typed: string): string | null {
  const national = nationalPhone(market, typed);
  return national === null ? null : internationalPhone(market, national);
}
