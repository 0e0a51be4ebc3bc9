/**
 * The public marketing site's pages: path, navigation label, document title and meta description, in English (India)
 * and Spanish (Mexico). Plain data (its one import is the brand), because vite.config.ts reads it too: the build writes one HTML file
 * per page and wording with its own title and description, so search engines and link previews see them without
 * running any script.
 */
// The brand is its own module so the promotion landing, which reads the site configuration, does not load the pages.
export { DEMO_BRAND_NAME, withBrand } from './brand.ts';

export type SiteWording = 'en' | 'es';

export interface SitePageWords {
  navLabel: string;
  title: string;
  description: string;
}

export interface SitePage extends SitePageWords {
  key: 'home' | 'about' | 'userEvaluate' | 'policy' | 'loanTerms' | 'contact';
  path: string;
  /** The same page in Spanish; the English words are the page's own fields. */
  es: SitePageWords;
}

/** A page's words in a wording. */
export const pageWords = (page: SitePageWords & { es: SitePageWords }, wording: SiteWording): SitePageWords =>
  ({ en: page, es: page.es })[wording];

/**
 * In the order of the top navigation: Home, About us, User Evaluate, Privacy Policy, Loan terms, Contact us. Paths are
 * the contract's SITE_PATHS (checked by a unit test).
 */
export const SITE_PAGES: readonly SitePage[] = [
  {
    key: 'home',
    path: '/',
    navLabel: 'Home',
    title: '{brand} — short-term cash loans from your phone',
    description:
      'Apply for a short-term loan from your phone: a decision within 1 day, the money within 1–3 days, every cost shown first.',
    es: {
      navLabel: 'Inicio',
      title: '{brand} — préstamos personales a corto plazo desde tu celular',
      description:
        'Solicita un préstamo a corto plazo desde tu celular: respuesta en 1 día, el dinero en 1 a 3 días y todos los costos antes de aceptar.',
    },
  },
  {
    key: 'about',
    path: '/About',
    navLabel: 'About us',
    title: 'About us — {brand}',
    description: 'Who we are and how we lend: short-term loans with every cost shown before you accept the offer.',
    es: {
      navLabel: 'Quiénes somos',
      title: 'Quiénes somos — {brand}',
      description:
        'Quiénes somos y cómo prestamos: préstamos a corto plazo con todos los costos a la vista antes de aceptar.',
    },
  },
  {
    key: 'userEvaluate',
    path: '/User',
    navLabel: 'User Evaluate',
    title: 'Reviews — {brand}',
    description: 'Where to read and leave reviews of {brand}: the app stores, where every borrower can rate us.',
    es: {
      navLabel: 'Opiniones',
      title: 'Opiniones — {brand}',
      description:
        'Dónde leer y dejar opiniones sobre {brand}: las tiendas de apps, donde cualquier cliente puede calificarnos.',
    },
  },
  {
    key: 'policy',
    path: '/Policy',
    navLabel: 'Privacy Policy',
    title: 'Privacy notice — {brand}',
    description: 'What personal data we process, why, for how long, and how to exercise your data rights.',
    es: {
      navLabel: 'Aviso de privacidad',
      title: 'Aviso de privacidad — {brand}',
      description: 'Qué datos personales tratamos, para qué, durante cuánto tiempo y cómo ejercer tus derechos ARCO.',
    },
  },
  {
    key: 'loanTerms',
    path: '/Loan',
    navLabel: 'Loan terms and conditions',
    title: 'Loan terms and conditions — {brand}',
    description:
      'Loan terms of 91 to 365 days, a representative example of the cost, late payment penalties, prepayment and assignment.',
    es: {
      navLabel: 'Términos y condiciones',
      title: 'Términos y condiciones del préstamo — {brand}',
      description:
        'Plazos de 91 a 365 días, un ejemplo representativo del costo, penalizaciones por atraso, pago anticipado y cesión.',
    },
  },
  {
    key: 'contact',
    path: '/Contact',
    navLabel: 'Contact us',
    title: 'Contact us — {brand}',
    description:
      'Write to us, call us or send us a message through the contact form: our support desk reads every one.',
    es: {
      navLabel: 'Contacto',
      title: 'Contacto — {brand}',
      description:
        'Escríbenos, llámanos o envíanos un mensaje con el formulario de contacto: nuestro equipo de atención lee todos.',
    },
  },
];

/** The page of an unknown address (the server answers it with a 404 status). Not in the navigation. */
export const NOT_FOUND_PAGE = {
  key: 'notFound',
  navLabel: 'Page not found',
  title: 'Page not found — {brand}',
  description: 'There is no page at this address. The site’s pages are listed in its navigation.',
  es: {
    navLabel: 'Página no encontrada',
    title: 'Página no encontrada — {brand}',
    description: 'No hay ninguna página en esta dirección. Las páginas del sitio están en su menú de navegación.',
  },
} as const;
