import { PRIVACY_TERMS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { companyIn } from '@/config/site.ts';
import { aboutUs } from './about-us.ts';
import { company } from './company.ts';
import { privacyPolicyEn } from './privacy-policy.en.ts';
import { privacyPolicyEs } from './privacy-policy.es.ts';
import type { LegalDocument, LegalSection } from './types.ts';

/** Each notice names the lender's office in its own market. */
const india = companyIn('IN');
const mexico = companyIn('MX');

const sectionText = (section: LegalSection): string =>
  [section.heading, ...section.paragraphs, ...(section.list ?? [])].join('\n');

const documentText = (doc: LegalDocument): string => [doc.title, ...doc.sections.map(sectionText)].join('\n');

/** The one section whose heading matches; fails when none or several match. */
const sectionFor = (doc: LegalDocument, heading: RegExp): LegalSection => {
  const found = doc.sections.filter((section) => heading.test(section.heading));
  expect(
    found.map((section) => section.heading),
    `heading ${heading}`,
  ).toHaveLength(1);
  return found[0] as LegalSection;
};

interface Topic {
  name: string;
  heading: RegExp;
  /** Phrases the section's text must contain. */
  mentions: (string | RegExp)[];
}

const {
  faceDataDeletedWithinDays,
  rightsResponseDays,
  rightsEffectiveWorkingDays,
  correctionRequestWorkingDays,
  correctionFixWorkingDays,
} = PRIVACY_TERMS;

const topicsEn: Topic[] = [
  { name: 'responsible party', heading: /responsible/i, mentions: [company.name, india.address] },
  {
    name: 'data processed',
    heading: /data we process/i,
    mentions: [/identification/i, /contact data/i, /employment/i, /financial/i, /device/i, /contacts: only if/i],
  },
  { name: 'face recognition', heading: /face recognition/i, mentions: [/selfie/i, /identity/i] },
  { name: 'location', heading: /^location$/i, mentions: [/location/i] },
  { name: 'camera', heading: /^camera$/i, mentions: [/camera/i] },
  { name: 'purposes', heading: /why we use/i, mentions: [/primary purposes/i, /secondary purposes/i] },
  {
    name: 'transfers',
    heading: /share your data/i,
    mentions: [
      /credit information compan/i,
      /authorities/i,
      /payment processors/i,
      /collection agencies/i,
      /contract/i,
    ],
  },
  {
    name: 'data rights',
    heading: /your rights/i,
    mentions: [/access/i, /correct/i, /erase/i, /object/i, company.email],
  },
  { name: 'consent revocation', heading: /withdraw/i, mentions: [/withdraw .*consent/i] },
  { name: 'cookies', heading: /cookies/i, mentions: [/cookies/i] },
  { name: 'changes', heading: /changes/i, mentions: [/update/i] },
  { name: 'contact', heading: /contact us/i, mentions: [company.name, company.email, india.address] },
];

const topicsEs: Topic[] = [
  { name: 'responsable', heading: /responsable/i, mentions: [company.name, mexico.address, /LFPDPPP/] },
  {
    name: 'datos tratados',
    heading: /datos personales que tratamos/i,
    mentions: [/identificación/i, /contacto/i, /laborales/i, /financieros/i, /dispositivo/i, /contactos: solo si/i],
  },
  { name: 'reconocimiento facial', heading: /reconocimiento facial/i, mentions: [/selfie/i, /identidad/i] },
  { name: 'ubicación', heading: /^ubicación$/i, mentions: [/ubicación/i] },
  { name: 'cámara', heading: /^cámara$/i, mentions: [/cámara/i] },
  { name: 'finalidades', heading: /finalidades/i, mentions: [/finalidades primarias/i, /finalidades secundarias/i] },
  {
    name: 'transferencias',
    heading: /transferencias/i,
    mentions: [/información crediticia/i, /autoridades/i, /procesadores de pago/i, /cobranza/i, /contrato/i],
  },
  {
    name: 'derechos ARCO',
    heading: /derechos arco/i,
    mentions: [/\(Acceso\)/, /\(Rectificación\)/, /\(Cancelación\)/, /\(Oposición\)/, company.email],
  },
  { name: 'revocación', heading: /revocación/i, mentions: [/revocar/i] },
  { name: 'cookies', heading: /cookies/i, mentions: [/cookies/i] },
  { name: 'cambios', heading: /cambios/i, mentions: [/modificar/i] },
  { name: 'contacto', heading: /^contacto$/i, mentions: [company.name, company.email, mexico.address] },
];

const cases = [
  {
    lang: 'en',
    doc: privacyPolicyEn,
    topics: topicsEn,
    faceHeading: /face/i,
    rightsHeading: /your rights/i,
    numbers: {
      face: `${faceDataDeletedWithinDays} days`,
      response: `${rightsResponseDays} days`,
      effective: `${rightsEffectiveWorkingDays} working days`,
      request: `${correctionRequestWorkingDays} working days`,
      fix: `${correctionFixWorkingDays} working days`,
    },
  },
  {
    lang: 'es',
    doc: privacyPolicyEs,
    topics: topicsEs,
    faceHeading: /facial/i,
    rightsHeading: /arco/i,
    numbers: {
      face: `${faceDataDeletedWithinDays} días`,
      response: `${rightsResponseDays} días`,
      effective: `${rightsEffectiveWorkingDays} días hábiles`,
      request: `${correctionRequestWorkingDays} días hábiles`,
      fix: `${correctionFixWorkingDays} días hábiles`,
    },
  },
] as const;

describe('privacy notices', () => {
  it('name the office of their own market only: India’s notice never gives Mexico City as the registered office', () => {
    expect(india.address).not.toBe(mexico.address);
    expect(documentText(privacyPolicyEn)).toContain(india.address);
    expect(documentText(privacyPolicyEn)).not.toContain(mexico.address);
    expect(documentText(privacyPolicyEs)).toContain(mexico.address);
    expect(documentText(privacyPolicyEs)).not.toContain(india.address);
  });

  for (const { lang, doc, topics, faceHeading, rightsHeading, numbers } of cases) {
    describe(lang, () => {
      it('has a title, a date and non-empty sections', () => {
        expect(doc.title).not.toBe('');
        expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const section of doc.sections) {
          expect(section.heading).not.toBe('');
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const text of [...section.paragraphs, ...(section.list ?? [])]) expect(text.trim()).not.toBe('');
        }
      });

      it('says face data is deleted within the configured number of days', () => {
        expect(sectionText(sectionFor(doc, faceHeading))).toContain(numbers.face);
      });

      it('states the data-rights deadlines of PRIVACY_TERMS', () => {
        const text = sectionText(sectionFor(doc, rightsHeading));
        expect(text).toContain(numbers.response);
        expect(text).toContain(numbers.effective);
        expect(text).toContain(numbers.request);
        expect(text).toContain(numbers.fix);
      });

      for (const topic of topics) {
        it(`covers ${topic.name} in its own section`, () => {
          const text = sectionText(sectionFor(doc, topic.heading));
          for (const mention of topic.mentions) {
            if (typeof mention === 'string') expect(text).toContain(mention);
            else expect(text).toMatch(mention);
          }
        });
      }

      it('names the company e-mail and contains no unfilled template', () => {
        const text = documentText(doc);
        expect(text).toContain(company.email);
        expect(text).not.toMatch(/\$\{|undefined/);
      });
    });
  }

  it('has the same structure in English and Spanish', () => {
    expect(privacyPolicyEn.sections).toHaveLength(privacyPolicyEs.sections.length);
    expect(privacyPolicyEn.sections.map((s) => Boolean(s.list))).toEqual(
      privacyPolicyEs.sections.map((s) => Boolean(s.list)),
    );
    expect(privacyPolicyEn.updated).toBe(privacyPolicyEs.updated);
  });
});

describe('about us', () => {
  it('has 3 to 5 sections and the same structure in both languages', () => {
    expect(aboutUs.en.sections.length).toBeGreaterThanOrEqual(3);
    expect(aboutUs.en.sections.length).toBeLessThanOrEqual(5);
    expect(aboutUs.es.sections).toHaveLength(aboutUs.en.sections.length);
  });

  it('covers the offer, collection and data protection', () => {
    expect(documentText(aboutUs.en)).toMatch(/quick application/i);
    expect(documentText(aboutUs.en)).toMatch(/fast decision/i);
    expect(documentText(aboutUs.en)).toMatch(/transparent costs/i);
    expect(documentText(aboutUs.en)).toMatch(/respectful collection/i);
    expect(documentText(aboutUs.en)).toMatch(/data is protected/i);
    expect(documentText(aboutUs.es)).toMatch(/solicitud rápida/i);
    expect(documentText(aboutUs.es)).toMatch(/respuesta ágil/i);
    expect(documentText(aboutUs.es)).toMatch(/costos transparentes/i);
    expect(documentText(aboutUs.es)).toMatch(/cobranza respetuosa/i);
    expect(documentText(aboutUs.es)).toMatch(/datos están protegidos/i);
  });
});
