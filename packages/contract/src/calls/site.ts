import * as z from 'zod/mini';
import { defineCall } from '../call.ts';
import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_PHONE_MAX } from '../constants.ts';
import { SITE_PATHS } from '../routes.ts';

/**
 * An address a mailbox can have: one `@`, no spaces, a dot in the domain, neither part empty. Deliverability is the
 * desk's to find out; this only turns away what cannot be an address (`not-an-email`).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const isEmailAddress = (text: string): boolean =>
  text.trim().length <= CONTACT_EMAIL_MAX && EMAIL_PATTERN.test(text.trim());

/** Text with something in it besides blanks, trimmed, at most `max` characters. */
const filledText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

const SITE_PAGE_PATHS = Object.values(SITE_PATHS) as [string, ...string[]];

export const contactMessageRequestSchema = z.object({
  name: filledText(CONTACT_NAME_MAX),
  email: z.string().check(z.trim(), z.maxLength(CONTACT_EMAIL_MAX), z.regex(EMAIL_PATTERN, 'not an e-mail address')),
  /** As typed; whether it is a number of the site's market is the server's check (`nationalPhone`). */
  phone: z
    .string()
    .check(z.minLength(1), z.maxLength(CONTACT_PHONE_MAX), z.regex(/^[\d\s+\-.()]+$/, 'phone must be digits')),
  message: filledText(CONTACT_MESSAGE_MAX),
  /** The site page the form was sent from. */
  sourcePage: z._default(z.enum(SITE_PAGE_PATHS), '/'),
});
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

export const sendContactMessage = defineCall({
  name: 'site-contact-message',
  family: 'online',
  method: 'POST',
  path: '/site/contact-message',
  auth: 'public',
  summary: "A message from the public site's contact form, kept for the support desk (rate limited per IP)",
  request: contactMessageRequestSchema,
  data: z.object({}),
});
