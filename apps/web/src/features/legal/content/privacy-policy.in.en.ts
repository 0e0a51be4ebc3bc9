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

/** The lender as India's notice names it: its office in India is the Data Fiduciary's registered office. */
const company = companyIn('IN');

/**
 * India's privacy notice under the DPDP Act, in English: the original its Spanish translation (privacy-policy.in.es.ts)
 * follows section by section. Its sections match Mexico's notice one to one.
 */
export const privacyPolicyInEn: LegalDocument = {
  title: 'Privacy Notice',
  updated: legalUpdated,
  sections: [
    {
      heading: 'Who is responsible for your data',
      paragraphs: [
        p(
          `${company.name} ("we", "us", "our"), with its registered office at ${company.address}, decides why and how`,
          'your personal data is processed when you use our app, our web pages and our loan services.',
          'In the language of the Digital Personal Data Protection Act, 2023 (DPDP Act), we are the Data Fiduciary',
          'and you are the Data Principal.',
        ),
        p(
          'This notice explains what personal data we process, why we process it, with whom we share it and how you',
          'can exercise your rights. We process your data in line with the DPDP Act, the Information Technology',
          'Act, 2000 and the directions of the Reserve Bank of India on digital lending, as applicable.',
        ),
        p(
          `For any question about this notice or about your data, write to ${company.email}.`,
          'The same address reaches our Grievance Officer.',
        ),
      ],
    },
    {
      heading: 'Personal data we process',
      paragraphs: [
        p(
          'We only ask for the data we need to assess, grant and manage your loan and to meet our legal duties.',
          'Depending on the service you use, we process the following categories:',
        ),
      ],
      list: [
        p(
          'Identification data: full name, date of birth, gender, photograph, PAN, and the details of your officially',
          'valid documents used for KYC (Aadhaar is only used in the ways the law allows, for example masked or',
          'through offline verification).',
        ),
        'Contact data: mobile number, e-mail address, current and permanent address.',
        'Employment data: employment status, employer, occupation, length of service and monthly income.',
        p(
          'Financial data: bank account number and IFSC, UPI ID, loan amounts, repayment and extension history,',
          'and the credit information we receive from credit information companies.',
        ),
        p(
          'Device data: device model, operating system, app version, device identifiers, IP address, network type',
          'and technical logs needed to keep the service secure and working.',
        ),
        p(
          'Contacts: only if you expressly allow it, and only the contacts you choose to give us as references.',
          'We never use your contact list to call, message or pressure anyone about your loan.',
        ),
        'Photos you choose to upload yourself, for example to support a complaint.',
      ],
    },
    {
      heading: 'Face recognition',
      paragraphs: [
        p(
          'To confirm that the person applying is really you, we ask you to take a selfie in the app. Your face is',
          'compared with the photograph on your identity document and a liveness check makes sure a real person is',
          'in front of the camera. This biometric data is used only to verify your identity and to prevent fraud.',
        ),
        p(
          'Face verification is carried out only with your explicit consent. It may be performed by a specialised',
          'identity-verification provider that acts on our behalf under a written contract and may not use your',
          'data for any other purpose.',
        ),
        p(
          `Your face images and the biometric data derived from them are deleted within ${faceDataDeletedWithinDays}`,
          'days after the verification is completed. We keep only the result of the verification (passed or not',
          'passed) and its date, as a record of the KYC process. We never sell or share your face data for',
          'advertising.',
        ),
      ],
    },
    {
      heading: 'Location',
      paragraphs: [
        p(
          'With your permission, we read the location of your device when you apply for a loan or use a function',
          'that needs it. We use it to confirm that you are in an area where we offer our services, to detect',
          'fraud and to meet our regulatory obligations.',
        ),
        p(
          'We do not track your location in the background. You can switch off location access at any time in the',
          'settings of your device; some functions may then not be available.',
        ),
      ],
    },
    {
      heading: 'Camera',
      paragraphs: [
        p(
          'The app asks for camera access only when you take a selfie for face verification or photograph a',
          'document or a picture you want to send us. We use only the images you capture on purpose; the camera is',
          'never switched on in the background.',
        ),
        'You can withdraw camera access at any time in the settings of your device.',
      ],
    },
    {
      heading: 'Why we use your data',
      paragraphs: [
        p(
          'Primary purposes. These are necessary for the loan relationship, so we cannot provide our services',
          'without them: verifying your identity and carrying out KYC checks; assessing your application and your',
          'creditworthiness; disbursing the loan to your bank account; managing repayments, extensions and payment',
          'reminders; recovering overdue amounts in a fair and respectful manner; answering your requests,',
          'complaints and customer-service contacts; keeping our services secure and preventing fraud and money',
          'laundering; and meeting our legal, tax and regulatory obligations.',
        ),
        p(
          'Secondary purposes. These are optional and need your consent: telling you about new offers and',
          'products, asking for your opinion in surveys and ratings, and producing statistics that help us improve',
          'our services. You can refuse or stop these uses at any time without any effect on your loan.',
        ),
      ],
    },
    {
      heading: 'Who we share your data with',
      paragraphs: [
        p(
          'We do not sell your personal data. We share it only when it is necessary for the purposes above or',
          'required by law, and only with:',
        ),
      ],
      list: [
        p(
          'credit information companies, to which we report your loan and repayment information and from which we',
          'obtain your credit report, as required by the Credit Information Companies (Regulation) Act, 2005;',
        ),
        p(
          'the Reserve Bank of India, courts, law-enforcement and tax authorities and other public authorities,',
          'when the law requires it or they lawfully ask for it;',
        ),
        'banks, payment processors and payment gateways that disburse your loan and collect your repayments;',
        p(
          'collection agencies and recovery agents engaged by us under a written contract, which must follow the',
          'fair practices code, keep your data confidential and use it only to recover the amounts you owe;',
        ),
        p(
          'service providers that process data on our behalf, such as identity verification, cloud hosting,',
          'messaging and customer support, bound by contract to protect it.',
        ),
      ],
    },
    {
      heading: 'How we protect and keep your data',
      paragraphs: [
        p(
          'We apply administrative, technical and physical safeguards to protect your data against loss, misuse,',
          'unauthorised access and alteration, including encryption in transit, access controls and staff',
          'confidentiality obligations. Your data is stored on servers located in India.',
        ),
        p(
          'We keep your data only for as long as needed for the purposes described in this notice and for the',
          'periods the law requires us to keep loan and KYC records. After that it is deleted or anonymised.',
        ),
      ],
    },
    {
      heading: 'Your rights and how to exercise them',
      paragraphs: [
        p(
          'You have the right to access the personal data we hold about you, to have it corrected or completed when',
          'it is inaccurate or incomplete, to have it erased when it is no longer needed, and to object to its use',
          'for particular purposes. You may also nominate a person to exercise these rights on your behalf and',
          'raise a grievance with us.',
        ),
        p(
          `To exercise a right, send a request to ${company.email} from your registered e-mail address, or in`,
          'writing to our registered office. Please include your full name and the mobile number registered with',
          'us; a copy of an identity document, or of the authority of the person acting for you; a clear',
          'description of the data concerned and of the right you want to exercise; and, for a correction, the',
          'changes you request and the documents that support them.',
        ),
        p(
          `We will respond to your request within ${rightsResponseDays} days of receiving it. If we accept the`,
          `request, we will put it into effect within ${rightsEffectiveWorkingDays} working days from the date we`,
          'inform you of our decision.',
        ),
        p(
          'If the information you provide is not enough to process the request, or is incorrect, we may ask you',
          `for more information within ${correctionRequestWorkingDays} working days of receiving the request. You`,
          `then have ${correctionFixWorkingDays} working days to provide it; if you do not, the request will be`,
          'treated as not filed and you can submit a new one at any time. The time for our response starts again',
          'once we receive the complete information.',
        ),
        p(
          'We may have to keep some data even after an erasure or objection request, for example while a loan is',
          'still outstanding or where the law requires us to keep it. We will tell you when this is the case.',
        ),
        p(
          'If you are not satisfied with our answer, you may complain to the Data Protection Board of India after',
          'using our grievance procedure.',
        ),
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        p(
          'Where we process your data based on your consent, you can withdraw that consent at any time, as easily as',
          `you gave it: write to ${company.email} following the procedure and time limits described in the`,
          'section on your rights, or switch off the relevant permission in the settings of your device.',
        ),
        p(
          'Withdrawing consent does not affect processing carried out before it, and it does not cancel the',
          'repayment of a loan already granted. If the data is necessary to provide a service, we may no longer be',
          'able to offer that service to you.',
        ),
        p(
          'To stop receiving offers, you can also register your mobile number in the National Customer Preference',
          'Register (Do Not Disturb) to limit promotional calls and messages.',
        ),
      ],
    },
    {
      heading: 'Cookies and similar technologies',
      paragraphs: [
        p(
          'Our web pages and the in-app pages use cookies, local storage and similar technologies. They keep you',
          'signed in, remember your language and settings, protect your session, and help us understand which',
          'campaign or link brought you to us.',
        ),
        p(
          'Some of these cookies are essential for the service to work; others are kept for a long time so that',
          'your preferences are remembered. You can delete cookies and stored data at any time in the settings of',
          'your browser or app; if you block essential cookies, some pages may not work correctly.',
        ),
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        p(
          'We may update this notice when our services, our practices or the law change. The current version is',
          'always available in the app and on our website, with the date of its last update.',
        ),
        p(
          'If a change is significant, we will tell you in the app, by SMS or by e-mail before it takes effect, and',
          'we will ask for your consent again where the law requires it.',
        ),
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        p(
          'For questions about this notice, to exercise your rights or to raise a grievance, contact us or our',
          'Grievance Officer:',
        ),
      ],
      list: [company.name, `Address: ${company.address}`, `E-mail: ${company.email}`],
    },
  ],
};
