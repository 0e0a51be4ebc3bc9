import { PRIVACY_TERMS } from '@loan/contract';
import { companyIn } from '@/config/site.ts';
import { legalUpdated } from './company.ts';
import type { LegalDocument } from './types.ts';

/** Joins the pieces of one paragraph; the pieces only exist to keep source lines short. */
const p = (...parts: string[]): string => parts.join(' ');

const {
  faceDataDeletedWithinDays,
  rightsResponseDays,
  rightsEffectiveWorkingDays,
  correctionRequestWorkingDays,
  correctionFixWorkingDays,
} = PRIVACY_TERMS;

/** The lender as Mexico's notice names it: its office in Mexico is the Data Controller's (Responsable's) domicile. */
const company = companyIn('MX');

/**
 * Mexico's Aviso de Privacidad Integral in English, for a Mexican borrower who reads English: still Mexico's law (the
 * LFPDPPP, ARCO rights, the Mexico City domicile), only the words change. A translation of privacy-policy.mx.es.ts,
 * section by section; the Spanish text is the original.
 */
export const privacyPolicyMxEn: LegalDocument = {
  title: 'Comprehensive Privacy Notice (Aviso de Privacidad Integral)',
  updated: legalUpdated,
  sections: [
    {
      heading: 'Identity and domicile of the Data Controller',
      paragraphs: [
        p(
          `${company.name} (hereinafter "we" or the "Data Controller", the Responsable under Mexican law), with its`,
          `domicile at ${company.address}, is responsible for the processing of the personal data you provide to us`,
          'when you use our app, our web pages and our loan services.',
        ),
        p(
          'This Privacy Notice is issued in compliance with the Federal Law on the Protection of Personal Data Held',
          'by Private Parties (Ley Federal de Protección de Datos Personales en Posesión de los Particulares,',
          'LFPDPPP) and the applicable regulations. It tells you what data we process, what we use it for, with',
          'whom we share it and how you can exercise your rights.',
        ),
        p(
          `For any question about this Notice or about your data, write to us at ${company.email}. Our Personal`,
          'Data Department answers at that address.',
        ),
      ],
    },
    {
      heading: 'Personal data we process',
      paragraphs: [
        p(
          'We only ask you for the data we need to assess, grant and manage your loan and to meet our legal',
          'obligations. Depending on the service you use, we process the following categories:',
        ),
        p(
          'Financial and property data, as well as biometric data, are processed with your express consent, which',
          'you give in the app before you provide them.',
        ),
      ],
      list: [
        p(
          'Identification data: full name, date of birth, sex, nationality, photograph, CURP, RFC and the details',
          'of your official identification (for example, your voter ID card or passport).',
        ),
        'Contact data: mobile phone number, e-mail address and home address.',
        'Employment data: employment status, employer, position, length of service and monthly income.',
        p(
          'Financial and property data: account number and CLABE (interbank account number), the amounts of your',
          'loans, your payment and extension history, and the information we receive from credit information',
          'companies (sociedades de información crediticia).',
        ),
        p(
          'Device data: model, operating system, app version, device identifiers, IP address, network type and',
          'the technical logs needed for the security of the service.',
        ),
        p(
          'Contacts: only if you expressly authorise it, and only the contacts you choose to give us as references.',
          'We never use your contact list to call, message or pressure anyone about your loan.',
        ),
        'Photographs you decide to send us, for example to support a complaint.',
      ],
    },
    {
      heading: 'Face recognition',
      paragraphs: [
        p(
          'To confirm that the person applying for the loan is you, we ask you to take a photograph of yourself',
          '(selfie) in the app. Your face is compared with the photograph on your official identification and a',
          'liveness test confirms that a real person is in front of the camera. This biometric data is used only',
          'to verify your identity and prevent fraud.',
        ),
        p(
          'Face verification is carried out only with your express consent. It may be performed by a provider',
          'specialised in identity verification that acts on our behalf, as a processor (encargado), under a',
          'contract that prevents it from using your data for any other purpose.',
        ),
        p(
          'The images of your face and the biometric data obtained from them are deleted within',
          `${faceDataDeletedWithinDays} days after the verification is completed. We keep only the result of the`,
          'verification (passed or not passed) and its date, as a record of the identification process. We never',
          'sell or share your face data for advertising purposes.',
        ),
      ],
    },
    {
      heading: 'Location',
      paragraphs: [
        p(
          'With your authorisation, we read the location of your device when you apply for a loan or use a',
          'function that requires it. We use it to confirm that you are in an area where we offer our services,',
          'to detect fraud and to meet our regulatory obligations.',
        ),
        p(
          'We do not track your location in the background. You can turn off location access at any time in the',
          'settings of your device; in that case, some functions may not be available.',
        ),
      ],
    },
    {
      heading: 'Camera',
      paragraphs: [
        p(
          'The app asks for camera access only when you take the selfie for face verification or photograph a',
          'document or an image you want to send us. We use only the images you capture voluntarily; the camera',
          'is never turned on in the background.',
        ),
        'You can withdraw camera access at any time in the settings of your device.',
      ],
    },
    {
      heading: 'Purposes of the processing',
      paragraphs: [
        p(
          'Primary purposes. These are necessary for our legal relationship with you, so without them we cannot',
          'provide our services: verifying your identity; assessing your application and your ability to pay;',
          'depositing the loan into your bank account; managing payments, extensions and payment reminders;',
          'collecting overdue amounts in a fair and respectful manner; handling your requests, complaints and',
          'customer-service contacts; keeping our services secure and preventing fraud and transactions with',
          'funds of illicit origin; and meeting our legal, tax and regulatory obligations.',
        ),
        p(
          'Secondary purposes. These are not necessary for the loan and require your consent: informing you',
          'about new offers and products, asking for your opinion through surveys and ratings, and producing',
          'statistics that help us improve our services. You can refuse them at any time without this affecting',
          'your loan.',
        ),
      ],
    },
    {
      heading: 'Data transfers',
      paragraphs: [
        p(
          'We do not sell your personal data. We share it only when it is necessary for the purposes described or',
          'when the law requires it. The following transfers do not require your consent, because they are',
          'necessary for the contract or to meet legal obligations under article 37 of the LFPDPPP:',
        ),
      ],
      list: [
        p(
          'credit information companies (credit bureaus), to which we report your loan and your payment',
          'behaviour and from which we obtain your credit history, with your authorisation;',
        ),
        p(
          'the competent financial, tax, judicial and administrative authorities, when the law requires it or',
          'they lawfully request it;',
        ),
        'banking institutions, payment processors and correspondents that deposit your loan and receive your payments;',
        p(
          'collection firms and agencies engaged by us under a contract, bound to keep your data confidential, to',
          'use it only for collection and to observe the applicable rules on debt collection;',
        ),
        p(
          'providers that process data on our behalf as processors, for example for identity verification, cloud',
          'hosting, messaging and customer service, bound by contract to protect it.',
        ),
      ],
    },
    {
      heading: 'Security measures and retention',
      paragraphs: [
        p(
          'We apply administrative, technical and physical security measures to protect your data against damage,',
          'loss, alteration, destruction or unauthorised use, access or processing, including encryption in',
          'transit, access controls and confidentiality obligations for our staff.',
        ),
        p(
          'We keep your data only for as long as needed for the purposes of this Notice and for the periods the law',
          'requires us to keep loan and identification records. After that, it is deleted or anonymised.',
        ),
      ],
    },
    {
      heading: 'ARCO rights',
      paragraphs: [
        p(
          'You have the right to know what personal data we hold about you and how we use it (Access); to request',
          'its correction when it is out of date, inaccurate or incomplete (Rectification); to have us delete it',
          'when you consider that it is not required for the purposes of this Notice (Cancellation); and to object',
          'to its use for specific purposes (Opposition).',
        ),
        p(
          `To exercise your ARCO rights, send your request to ${company.email} or submit it in writing at our`,
          'domicile. The request must include your name and a means of sending you our answer; a copy of your',
          'official identification or, where applicable, of the legal representation of whoever acts on your',
          'behalf; a clear and precise description of the data and of the right you wish to exercise; and, for a',
          'rectification, the changes you request and the documents that support them.',
        ),
        p(
          `We will send you our answer within a maximum of ${rightsResponseDays} days from the receipt of your`,
          'request. If the request is upheld, we will put it into effect within the',
          `${rightsEffectiveWorkingDays} working days following the date on which we send you the answer.`,
        ),
        p(
          'If the information provided is insufficient or incorrect, we may ask you, within the',
          `${correctionRequestWorkingDays} working days following the receipt of the request, to provide the`,
          `necessary information or documents. You will have ${correctionFixWorkingDays} working days to meet the`,
          'request; if you do not, the request will be deemed not submitted and you may submit a new one at any',
          'time. The time for our answer starts again once we receive the complete information.',
        ),
        p(
          'We may have to keep some data even after a cancellation or opposition request, for example while a loan',
          'is outstanding or when the law requires us to keep it. We will tell you so in our answer.',
        ),
        p(
          'If you are not satisfied with our answer, you may turn to the authority that guarantees the protection',
          'of personal data.',
        ),
      ],
    },
    {
      heading: 'Revoking your consent',
      paragraphs: [
        p(
          'You may revoke at any time the consent you have given us for the processing of your data: write to',
          `${company.email} following the procedure and time limits described in the ARCO rights section, or turn`,
          'off the relevant permission in the settings of your device.',
        ),
        p(
          'Revocation has no retroactive effect and does not cancel the obligation to repay a loan already granted.',
          'If the data is necessary to provide a service, we may no longer be able to offer it to you.',
        ),
        p(
          'To limit the use or disclosure of your data for advertising purposes, you may also register in the',
          'Public Registry to Avoid Advertising (REPEP) of PROFECO or in the Public Registry of Users (REUS) of',
          'CONDUSEF.',
        ),
      ],
    },
    {
      heading: 'Use of cookies, web beacons and other technologies',
      paragraphs: [
        p(
          'Our web pages and the pages inside the app use cookies, local storage and similar technologies. They',
          'keep you signed in, remember your language and preferences, protect your session and tell us which',
          'campaign or link brought you to us.',
        ),
        p(
          'Some of these cookies are essential for the service to work; others are kept for a long time to',
          'remember your preferences. You can delete cookies and stored data at any time in the settings of your',
          'browser or of the app; if you block the essential cookies, some pages may not work correctly.',
        ),
      ],
    },
    {
      heading: 'Changes to the Privacy Notice',
      paragraphs: [
        p(
          'We may modify this Notice when our services, our practices or the law change. The version in force is',
          'always available in the app and on our website, with the date of its last update.',
        ),
        p(
          'If a change is significant, we will inform you in the app, by SMS or by e-mail before it takes effect,',
          'and we will ask for your consent again when the law requires it.',
        ),
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        p(
          'For questions about this Notice, to exercise your ARCO rights or to revoke your consent, contact our',
          'Personal Data Department:',
        ),
      ],
      list: [company.name, `Domicile: ${company.address}`, `E-mail: ${company.email}`],
    },
  ],
};
