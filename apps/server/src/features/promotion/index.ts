/* What the promotion feature offers the others (the developer tools): which landing a visitor gets, and in which
   locale and phone format its calls run; (the support desk) the landing's traffic counts. */
export { landingCallLocale, landingTemplate, registrationPhone } from './landing.ts';
export { trafficCounts } from './tracking.ts';
