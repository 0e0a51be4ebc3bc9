/* What the promotion feature offers the others (the developer tools): which landing a visitor gets, and in which
   locale and phone format its calls run. */
export { landingCallLocale, landingTemplate, registrationPhone } from './landing.ts';
