import { SITE_PATHS } from '@loan/contract';
import { siteConfig } from '@/config/site.ts';
import type { AgreementSection } from './agreement-section.ts';

const { name, email, phone } = siteConfig.company;

export const agreementEn: AgreementSection[] = [
  {
    heading: '1. Who provides the service',
    paragraphs: [
      `This agreement is between you and ${name} ("we"), the provider of the ${siteConfig.brandName} app and website. It applies when you register with your phone number on this page.`,
    ],
  },
  {
    heading: '2. Your account',
    paragraphs: [
      'One account exists per phone number. We confirm that the number is yours with a one-time SMS code; never share that code with anyone, including people who say they work for us.',
      'Registering does not mean you have applied for a loan or that a loan is approved. Loans are applied for in the app and granted under the loan agreement and the loan terms shown there.',
    ],
  },
  {
    heading: '3. Personal data',
    paragraphs: [
      `We record your phone number, the page you registered from and the campaign that brought you, to create your account and to measure our campaigns. How we process, keep and protect your data, and how to exercise your rights, is set out in the privacy notice at ${siteConfig.siteUrl}${SITE_PATHS.policy}.`,
    ],
  },
  {
    heading: '4. Messages we send',
    paragraphs: [
      'We send SMS codes to verify your number and service messages about your account. We send offers only if you agree to them, and you can stop them at any time.',
    ],
  },
  {
    heading: '5. Changes and contact',
    paragraphs: [`We tell you in the app before this agreement changes. Questions: ${email} or ${phone}.`],
  },
];
