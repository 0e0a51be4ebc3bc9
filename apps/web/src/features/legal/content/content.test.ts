import { type AppWordingSet, type LendingMarketId, PRIVACY_TERMS } from '@loan/contract';
import { describe, expect, it } from 'vitest';
import { companyIn } from '@/config/site.ts';
import { loadPrivacyPolicy } from '../api/load-privacy-policy.ts';
import { aboutUs } from './about-us.ts';
import { company } from './company.ts';
import { privacyPolicyInEn } from './privacy-policy.in.en.ts';
import inEnSource from './privacy-policy.in.en.ts?raw';
import { privacyPolicyInEs } from './privacy-policy.in.es.ts';
import inEsSource from './privacy-policy.in.es.ts?raw';
import { privacyPolicyMxEn } from './privacy-policy.mx.en.ts';
import mxEnSource from './privacy-policy.mx.en.ts?raw';
import { privacyPolicyMxEs } from './privacy-policy.mx.es.ts';
import mxEsSource from './privacy-policy.mx.es.ts?raw';
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

/** A notice's shape: per section, its number of paragraphs and of list items (a translation keeps both). */
const shapeOf = (doc: LegalDocument) =>
  doc.sections.map((section) => ({ paragraphs: section.paragraphs.length, list: section.list?.length ?? 0 }));

interface Topic {
  name: string;
  heading: RegExp;
  /** Phrases the section's text must contain. */
  mentions: (string | RegExp)[];
}

type PrivacyTerm = keyof typeof PRIVACY_TERMS;

/** Each figure of PRIVACY_TERMS as a notice in English or Spanish writes it; a new term fails to compile here. */
const figures: Record<AppWordingSet, Record<PrivacyTerm, string>> = {
  en: {
    faceDataDeletedWithinDays: `${PRIVACY_TERMS.faceDataDeletedWithinDays} days`,
    rightsResponseDays: `${PRIVACY_TERMS.rightsResponseDays} days`,
    rightsEffectiveWorkingDays: `${PRIVACY_TERMS.rightsEffectiveWorkingDays} working days`,
    correctionRequestWorkingDays: `${PRIVACY_TERMS.correctionRequestWorkingDays} working days`,
    correctionFixWorkingDays: `${PRIVACY_TERMS.correctionFixWorkingDays} working days`,
  },
  es: {
    faceDataDeletedWithinDays: `${PRIVACY_TERMS.faceDataDeletedWithinDays} días`,
    rightsResponseDays: `${PRIVACY_TERMS.rightsResponseDays} días`,
    rightsEffectiveWorkingDays: `${PRIVACY_TERMS.rightsEffectiveWorkingDays} días hábiles`,
    correctionRequestWorkingDays: `${PRIVACY_TERMS.correctionRequestWorkingDays} días hábiles`,
    correctionFixWorkingDays: `${PRIVACY_TERMS.correctionFixWorkingDays} días hábiles`,
  },
};

/** What names a market's law and office in its notices, in either wording; the other market's notices never say it. */
const lawOf: Record<LendingMarketId, { office: string; law: RegExp[]; marks: RegExp[] }> = {
  IN: {
    office: india.address,
    law: [/DPDP/, /Data Protection Board of India/],
    marks: [
      /DPDP/,
      /Data Fiduciary|Fiduciario de Datos/,
      /Data Protection Board/,
      /Reserve Bank of India/,
      /\bIndia\b/,
    ],
  },
  MX: {
    office: mexico.address,
    law: [/LFPDPPP/, /ARCO/],
    marks: [/LFPDPPP/, /ARCO/, /Responsable/, /INAI|PROFECO|CONDUSEF/, /México|Mexic/],
  },
};

const topicsInEn: Topic[] = [
  { name: 'responsible party', heading: /responsible/i, mentions: [company.name, india.address, /Data Fiduciary/] },
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
    mentions: [/access/i, /correct/i, /erase/i, /object/i, company.email, /Data Protection Board of India/],
  },
  { name: 'consent revocation', heading: /withdraw/i, mentions: [/withdraw .*consent/i] },
  { name: 'cookies', heading: /cookies/i, mentions: [/cookies/i] },
  { name: 'changes', heading: /changes/i, mentions: [/update/i] },
  { name: 'contact', heading: /contact us/i, mentions: [company.name, company.email, india.address] },
];

const topicsInEs: Topic[] = [
  {
    name: 'fiduciario de datos',
    heading: /quién es responsable/i,
    mentions: [company.name, india.address, /Fiduciario de Datos/, /Ley DPDP/],
  },
  {
    name: 'datos tratados',
    heading: /datos personales que tratamos/i,
    mentions: [/identificación/i, /contacto/i, /laborales/i, /financieros/i, /dispositivo/i, /contactos: solo si/i],
  },
  { name: 'reconocimiento facial', heading: /reconocimiento facial/i, mentions: [/selfie/i, /identidad/i] },
  { name: 'ubicación', heading: /^ubicación$/i, mentions: [/ubicación/i] },
  { name: 'cámara', heading: /^cámara$/i, mentions: [/cámara/i] },
  { name: 'fines', heading: /para qué usamos/i, mentions: [/fines principales/i, /fines secundarios/i] },
  {
    name: 'a quién se comparten',
    heading: /con quién compartimos/i,
    mentions: [/información crediticia/i, /autoridades/i, /procesadores de pago/i, /cobranza/i, /contrato/i],
  },
  {
    name: 'derechos',
    heading: /sus derechos/i,
    mentions: [/acceder/i, /corrijan/i, /borren/i, /oponerse/i, company.email, /Data Protection Board of India/],
  },
  { name: 'retiro del consentimiento', heading: /retiro/i, mentions: [/retirar .*consentimiento/i] },
  { name: 'cookies', heading: /cookies/i, mentions: [/cookies/i] },
  { name: 'cambios', heading: /cambios/i, mentions: [/actualizar/i] },
  { name: 'contacto', heading: /^contacto$/i, mentions: [company.name, company.email, india.address] },
];

const topicsMxEs: Topic[] = [
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

const topicsMxEn: Topic[] = [
  {
    name: 'data controller',
    heading: /data controller/i,
    mentions: [company.name, mexico.address, /LFPDPPP/, /Responsable/],
  },
  {
    name: 'data processed',
    heading: /personal data we process/i,
    mentions: [/identification/i, /contact data/i, /employment/i, /financial/i, /device/i, /contacts: only if/i],
  },
  { name: 'face recognition', heading: /face recognition/i, mentions: [/selfie/i, /identity/i] },
  { name: 'location', heading: /^location$/i, mentions: [/location/i] },
  { name: 'camera', heading: /^camera$/i, mentions: [/camera/i] },
  { name: 'purposes', heading: /purposes/i, mentions: [/primary purposes/i, /secondary purposes/i] },
  {
    name: 'transfers',
    heading: /transfers/i,
    mentions: [/credit information compan/i, /authorities/i, /payment processors/i, /collection/i, /contract/i],
  },
  {
    name: 'ARCO rights',
    heading: /arco rights/i,
    mentions: [/\(Access\)/, /\(Rectification\)/, /\(Cancellation\)/, /\(Opposition\)/, company.email],
  },
  { name: 'revocation', heading: /revok/i, mentions: [/revoke/i] },
  { name: 'cookies', heading: /cookies/i, mentions: [/cookies/i] },
  { name: 'changes', heading: /changes/i, mentions: [/modify/i] },
  { name: 'contact', heading: /^contact$/i, mentions: [company.name, company.email, mexico.address] },
];

interface Notice {
  market: LendingMarketId;
  wording: AppWordingSet;
  doc: LegalDocument;
  /** The file's source, to tell a figure read from PRIVACY_TERMS from one typed in. */
  source: string;
  /** The market's notice as first written, which a translation follows section by section. */
  original: LegalDocument;
  topics: Topic[];
  faceHeading: RegExp;
  rightsHeading: RegExp;
}

const notices: Notice[] = [
  {
    market: 'IN',
    wording: 'en',
    doc: privacyPolicyInEn,
    source: inEnSource,
    original: privacyPolicyInEn,
    topics: topicsInEn,
    faceHeading: /face/i,
    rightsHeading: /your rights/i,
  },
  {
    market: 'IN',
    wording: 'es',
    doc: privacyPolicyInEs,
    source: inEsSource,
    original: privacyPolicyInEn,
    topics: topicsInEs,
    faceHeading: /facial/i,
    rightsHeading: /sus derechos/i,
  },
  {
    market: 'MX',
    wording: 'es',
    doc: privacyPolicyMxEs,
    source: mxEsSource,
    original: privacyPolicyMxEs,
    topics: topicsMxEs,
    faceHeading: /facial/i,
    rightsHeading: /arco/i,
  },
  {
    market: 'MX',
    wording: 'en',
    doc: privacyPolicyMxEn,
    source: mxEnSource,
    original: privacyPolicyMxEs,
    topics: topicsMxEn,
    faceHeading: /face/i,
    rightsHeading: /arco/i,
  },
];

const otherMarket: Record<LendingMarketId, LendingMarketId> = { IN: 'MX', MX: 'IN' };

describe('privacy notices', () => {
  it('name the office of their own market only: India’s notice never gives Mexico City as the registered office', () => {
    expect(india.address).not.toBe(mexico.address);
    for (const { market, wording, doc } of notices) {
      const text = documentText(doc);
      expect(text, `${market} ${wording}`).toContain(lawOf[market].office);
      expect(text, `${market} ${wording}`).not.toContain(lawOf[otherMarket[market]].office);
    }
  });

  for (const { market, wording, doc, source, original, topics, faceHeading, rightsHeading } of notices) {
    describe(`${market} in ${wording}`, () => {
      it('has a title, a date and non-empty sections', () => {
        expect(doc.title).not.toBe('');
        expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        for (const section of doc.sections) {
          expect(section.heading).not.toBe('');
          expect(section.paragraphs.length).toBeGreaterThan(0);
          for (const text of [...section.paragraphs, ...(section.list ?? [])]) expect(text.trim()).not.toBe('');
        }
      });

      it('follows its market’s original section by section, with the same date', () => {
        expect(doc.sections).toHaveLength(original.sections.length);
        expect(shapeOf(doc)).toEqual(shapeOf(original));
        expect(doc.updated).toBe(original.updated);
      });

      it('names its market’s law and never the other market’s law', () => {
        const text = documentText(doc);
        for (const law of lawOf[market].law) expect(text).toMatch(law);
        for (const mark of lawOf[otherMarket[market]].marks) expect(text).not.toMatch(mark);
      });

      it('states every figure of PRIVACY_TERMS', () => {
        const text = documentText(doc);
        for (const figure of Object.values(figures[wording])) expect(text).toContain(figure);
      });

      it('reads its figures from PRIVACY_TERMS rather than typing them in', () => {
        expect(source).not.toMatch(/\b\d+\s+(?:working days|days|días)\b/);
      });

      it('says face data is deleted within the configured number of days', () => {
        expect(sectionText(sectionFor(doc, faceHeading))).toContain(figures[wording].faceDataDeletedWithinDays);
      });

      it('states the data-rights deadlines of PRIVACY_TERMS', () => {
        const text = sectionText(sectionFor(doc, rightsHeading));
        const { faceDataDeletedWithinDays: _face, ...deadlines } = figures[wording];
        for (const deadline of Object.values(deadlines)) expect(text).toContain(deadline);
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

      it('is the notice loaded for its market and wording', async () => {
        expect(await loadPrivacyPolicy(market, wording)).toBe(doc);
      });
    });
  }

  it('has the same structure in India’s and Mexico’s notices', () => {
    expect(privacyPolicyInEn.sections).toHaveLength(privacyPolicyMxEs.sections.length);
    expect(privacyPolicyInEn.sections.map((s) => Boolean(s.list))).toEqual(
      privacyPolicyMxEs.sections.map((s) => Boolean(s.list)),
    );
    expect(privacyPolicyInEn.updated).toBe(privacyPolicyMxEs.updated);
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
