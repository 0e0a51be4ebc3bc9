import { company, legalUpdated } from './company.ts';
import type { LegalDocument } from './types.ts';

/** Joins the pieces of one paragraph; the pieces only exist to keep source lines short. */
const p = (...parts: string[]): string => parts.join(' ');

/**
 * Static welcome text of the "About us" screen, one document per wording set, same sections in both. It names no
 * market's law, so it reads right for a borrower of either market in either language.
 */
export const aboutUs: Record<'en' | 'es', LegalDocument> = {
  en: {
    title: 'About us',
    updated: legalUpdated,
    sections: [
      {
        heading: 'Welcome',
        paragraphs: [
          p(
            `Welcome to ${company.name}. We offer short-term cash loans for the moments when you need money fast,`,
            'straight from your phone and without paperwork or queues.',
          ),
        ],
      },
      {
        heading: 'What we offer',
        paragraphs: ['Our service is built around what matters to you:'],
        list: [
          'Quick application: apply in a few minutes in the app, with only the information we really need.',
          'Fast decision: we review your application promptly and show you the result in the app.',
          p(
            'Transparent costs: the amount, the interest, the fees and the repayment date are shown before you',
            'accept, with no hidden charges.',
          ),
          'Flexible repayment: repay online and, when you need more time, request an extension in the app.',
        ],
      },
      {
        heading: 'Respectful collection',
        paragraphs: [
          p(
            'We remind you of your repayment dates in good time. If a payment is late, we contact only you, always',
            'with respect, and we never contact your family, friends or colleagues to pressure you.',
          ),
        ],
      },
      {
        heading: 'Your data is protected',
        paragraphs: [
          p(
            'We only use your data to provide and manage your loan, we protect it with strict security measures and',
            'we never sell it. Read our Privacy Notice to learn how we handle your data and how to exercise your',
            `rights, or write to us at ${company.email}.`,
          ),
        ],
      },
    ],
  },
  es: {
    title: 'Sobre nosotros',
    updated: legalUpdated,
    sections: [
      {
        heading: 'Bienvenido',
        paragraphs: [
          p(
            `Bienvenido a ${company.name}. Ofrecemos préstamos personales a corto plazo para los momentos en que`,
            'necesita dinero rápido, directamente desde su celular y sin papeleo ni filas.',
          ),
        ],
      },
      {
        heading: 'Lo que ofrecemos',
        paragraphs: ['Nuestro servicio está pensado en lo que a usted le importa:'],
        list: [
          p(
            'Solicitud rápida: solicite en pocos minutos desde la aplicación, con solo los datos que realmente',
            'necesitamos.',
          ),
          'Respuesta ágil: revisamos su solicitud sin demora y le mostramos el resultado en la aplicación.',
          p(
            'Costos transparentes: el monto, los intereses, las comisiones y la fecha de pago se muestran antes de',
            'que acepte, sin cargos ocultos.',
          ),
          'Pago flexible: pague en línea y, si necesita más tiempo, solicite una prórroga desde la aplicación.',
        ],
      },
      {
        heading: 'Cobranza respetuosa',
        paragraphs: [
          p(
            'Le recordamos sus fechas de pago con anticipación. Si un pago se retrasa, nos comunicamos solo con usted,',
            'siempre con respeto, y nunca contactamos a su familia, amigos o compañeros de trabajo para presionarle.',
          ),
        ],
      },
      {
        heading: 'Sus datos están protegidos',
        paragraphs: [
          p(
            'Usamos sus datos solo para otorgar y administrar su préstamo, los protegemos con estrictas medidas de',
            'seguridad y nunca los vendemos. Consulte nuestro Aviso de Privacidad para saber cómo tratamos sus datos',
            `y cómo ejercer sus derechos sobre ellos, o escríbanos a ${company.email}.`,
          ),
        ],
      },
    ],
  },
};
