import type { SiteText } from './site-text-shape.ts';

export const siteTextEs: SiteText = {
  skipToContent: 'Saltar al contenido',
  marketSwitch: { label: 'País', names: { MX: 'México', IN: 'India' } },
  menu: 'Menú',
  mainNavigation: 'Principal',
  apply: 'Solicita en la app',
  homeHeading: (brand) => `${brand}: préstamos a corto plazo desde tu celular`,
  banner: {
    label: 'Destacados',
    play: 'Reanudar carrusel',
    pause: 'Pausar carrusel',
    slideOf: (n, count) => `${n} de ${count}`,
    showSlide: (n, count, heading) => `Mostrar diapositiva ${n} de ${count}: ${heading}`,
    slides: [
      {
        heading: 'Solicita desde tu celular',
        text: 'Unas preguntas en la app, sin papeleo ni filas. Te respondemos en 1 día.',
        alt: 'Un celular con un préstamo aprobado junto a una pila de monedas',
      },
      {
        heading: 'Costos claros, sin sorpresas',
        text: 'Monto, intereses, comisiones, CAT y fecha de pago a la vista antes de aceptar.',
        alt: 'Un estado de cuenta con todos los costos, bajo una lupa',
      },
      {
        heading: 'Paga como prefieras',
        text: 'Por transferencia o en tienda, antes de tiempo o en la fecha de pago.',
        alt: 'Un calendario con la fecha de pago marcada, junto a una tarjeta bancaria',
      },
    ],
  },
  howItWorks: 'Cómo funciona',
  steps: (t) => [
    {
      heading: 'Solicita en la app',
      text: `Dinos cuánto necesitas y por cuánto tiempo: los préstamos son de ${t.minTermDays} a ${t.maxTermDays} días.`,
    },
    {
      heading: 'Recibe una respuesta',
      text: `Resolvemos una solicitud completa en ${t.decisionDays} día y te avisamos en la app.`,
    },
    {
      heading: 'Recibe el dinero',
      text: `El préstamo llega a tu cuenta bancaria de ${t.creditMin} a ${t.creditMax} días después de aceptar la oferta.`,
    },
  ],
  example: {
    heading: 'Ejemplo representativo',
    lines: (f) => [
      `Préstamo de ${f.amount} a ${f.termDays} días, pagado en una sola exhibición al final del plazo.`,
      `Interés de ${f.dailyInterest} diario: ${f.interest}. Comisión por apertura de ${f.commission} más ${f.taxName} del ${f.taxRatePct}% de ${f.tax} (sobre intereses y comisión), descontados al depositar el préstamo: recibes ${f.received}.`,
      `Monto total a pagar: ${f.totalRepay}. CAT promedio ${f.annualCost} sin IVA. Para fines informativos y de comparación.`,
      'Tu monto, plazo, comisiones y CAT se muestran en la app antes de aceptar; el atraso genera las penalizaciones de los términos y condiciones.',
    ],
  },
  getTheApp: {
    heading: 'Descarga la app',
    text: 'La solicitud, el contrato y los pagos están en la app. Regístrate con tu número de celular y entra con él.',
    appStoreSmall: 'Descargar en',
    googlePlaySmall: 'Disponible en',
  },
  privacyHeading: 'Aviso de privacidad',
  readPrivacy: 'Leer el aviso de privacidad',
  loanTermsHeading: 'Términos y condiciones del préstamo',
  readLoanTerms: 'Leer los términos y condiciones',
  openAsPage: 'Abrir como página',
  contactHeading: 'Contacto',
  writeToUs: 'Escríbenos',
  reachUs: 'Cómo contactarnos',
  form: {
    label: 'Formulario de contacto',
    name: 'Nombre',
    telephone: 'Teléfono',
    telephoneHint: (example) => `Un número celular de 10 dígitos, p. ej. ${example}`,
    email: 'Correo electrónico',
    remark: 'Mensaje',
    submit: 'Enviar',
    sending: 'Enviando…',
  },
  details: { email: 'Correo', phone: 'Teléfono', address: 'Dirección' },
  aboutHeading: 'Quiénes somos',
  about: [
    'Prestamos montos pequeños a plazos cortos a personas que necesitan dinero pronto y quieren saber exactamente cuánto cuesta.',
    'Todo sucede en la app: la solicitud, la respuesta, el contrato, el pago y, si lo necesitas, una queja. Nuestro equipo de atención responde por teléfono, WhatsApp y correo.',
    'Mostramos el costo total del préstamo, CAT incluido, antes de que lo aceptes; nunca cobramos una comisión que no estuviera en la oferta y tratamos tus datos como dice el aviso de privacidad.',
  ],
  reviews: {
    heading: 'Opiniones',
    paragraphs: [
      'No publicamos testimonios elegidos por nosotros. Nuestros clientes califican y opinan sobre la app en App Store y Google Play, donde cualquiera puede leer todas las opiniones, buenas o malas.',
      'Si algo salió mal con tu préstamo, dínoslo con el formulario de contacto o en la sección de quejas de la app: respondemos todas las quejas y, si nuestra respuesta no te satisface, puedes acudir a la CONDUSEF.',
    ],
    storesHeading: 'Lee las opiniones',
  },
  privacyPageHeading: 'Aviso de privacidad',
  loanTermsPageHeading: 'Términos y condiciones del préstamo',
  regulator: (authority) => `Si no resolvemos tu queja, puedes acudir a la ${authority}.`,
  regulatorContact: 'Sitio del regulador',
  copyright: (company, year) => `© ${year} ${company}. Todos los derechos reservados.`,
  notFound: {
    heading: 'Página no encontrada',
    text: 'No hay ninguna página en esta dirección. Puede haberse movido o el enlace puede estar mal escrito (las direcciones distinguen mayúsculas y minúsculas).',
    home: 'Ir a la página de inicio',
  },
};
