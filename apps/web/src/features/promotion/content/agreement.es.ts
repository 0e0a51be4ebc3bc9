import { SITE_PATHS } from '@loan/contract';
import { siteConfig } from '@/config/site.ts';
import type { AgreementSection } from './agreement-section.ts';

const { name, email, phone } = siteConfig.company;

export const agreementEs: AgreementSection[] = [
  {
    heading: '1. Quién presta el servicio',
    paragraphs: [
      `Este acuerdo se celebra entre usted y ${name} ("nosotros"), titular de la app y del sitio web ${siteConfig.brandName}. Se aplica cuando se registra con su número de teléfono en esta página.`,
    ],
  },
  {
    heading: '2. Su cuenta',
    paragraphs: [
      'Existe una cuenta por número de teléfono. Confirmamos que el número es suyo con un código SMS de un solo uso; nunca comparta ese código con nadie, ni siquiera con quien diga trabajar para nosotros.',
      'Registrarse no significa que haya solicitado un préstamo ni que se lo hayamos aprobado. Los préstamos se solicitan en la app y se otorgan conforme al contrato y a las condiciones que ahí se muestran.',
    ],
  },
  {
    heading: '3. Datos personales',
    paragraphs: [
      `Registramos su número de teléfono, la página desde la que se registró y la campaña que lo trajo, para crear su cuenta y medir nuestras campañas. Cómo tratamos, conservamos y protegemos sus datos, y cómo ejercer sus derechos, se explica en el aviso de privacidad en ${siteConfig.siteUrl}${SITE_PATHS.policy}.`,
    ],
  },
  {
    heading: '4. Mensajes que enviamos',
    paragraphs: [
      'Enviamos códigos SMS para verificar su número y mensajes de servicio sobre su cuenta. Solo enviamos ofertas si usted lo acepta, y puede dejar de recibirlas en cualquier momento.',
    ],
  },
  {
    heading: '5. Cambios y contacto',
    paragraphs: [`Le avisamos en la app antes de cambiar este acuerdo. Dudas: ${email} o ${phone}.`],
  },
];
