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
 * India's privacy notice in Spanish, for an Indian borrower who reads Spanish: still India's law (the DPDP Act, the
 * Data Protection Board of India, the Bengaluru registered office), only the words change. A translation of
 * privacy-policy.in.en.ts, section by section; the English text is the original. The Indian statutes and bodies keep
 * their English names next to the Spanish, as they are cited in India.
 */
export const privacyPolicyInEs: LegalDocument = {
  title: 'Aviso de Privacidad',
  updated: legalUpdated,
  sections: [
    {
      heading: 'Quién es responsable de sus datos',
      paragraphs: [
        p(
          `${company.name} ("nosotros"), con domicilio social en ${company.address}, decide por qué y cómo se tratan`,
          'sus datos personales cuando usa nuestra aplicación, nuestras páginas web y nuestros servicios de',
          'préstamo. En los términos de la Ley de Protección de Datos Personales Digitales de 2023 (Digital Personal',
          'Data Protection Act, 2023, "Ley DPDP"), nosotros somos el Fiduciario de Datos (Data Fiduciary) y usted es',
          'el Titular de los Datos (Data Principal).',
        ),
        p(
          'Este aviso explica qué datos personales tratamos, por qué los tratamos, con quién los compartimos y cómo',
          'puede ejercer sus derechos. Tratamos sus datos conforme a la Ley DPDP, a la Ley de Tecnologías de la',
          'Información de 2000 (Information Technology Act, 2000) y a las directrices del Banco de la Reserva de la',
          'India (Reserve Bank of India) sobre préstamos digitales, según corresponda.',
        ),
        p(
          `Para cualquier duda sobre este aviso o sobre sus datos, escriba a ${company.email}. En esa misma dirección`,
          'le atiende nuestro Oficial de Quejas (Grievance Officer).',
        ),
      ],
    },
    {
      heading: 'Datos personales que tratamos',
      paragraphs: [
        p(
          'Solo le pedimos los datos que necesitamos para evaluar, otorgar y administrar su préstamo y para cumplir',
          'nuestras obligaciones legales. Según el servicio que utilice, tratamos las siguientes categorías:',
        ),
      ],
      list: [
        p(
          'Datos de identificación: nombre completo, fecha de nacimiento, género, fotografía, PAN y los datos de sus',
          'documentos oficialmente válidos usados para la verificación KYC (Aadhaar solo se usa en las formas que la',
          'ley permite, por ejemplo enmascarado o mediante verificación fuera de línea).',
        ),
        'Datos de contacto: número de teléfono celular, correo electrónico, domicilio actual y domicilio permanente.',
        'Datos laborales: situación laboral, empleador, ocupación, antigüedad e ingresos mensuales.',
        p(
          'Datos financieros: número de cuenta bancaria e IFSC, identificador UPI, montos de sus préstamos, historial',
          'de pagos y prórrogas, y la información crediticia que recibimos de las compañías de información',
          'crediticia.',
        ),
        p(
          'Datos del dispositivo: modelo del dispositivo, sistema operativo, versión de la aplicación,',
          'identificadores del dispositivo, dirección IP, tipo de red y registros técnicos necesarios para mantener',
          'el servicio seguro y en funcionamiento.',
        ),
        p(
          'Contactos: solo si usted lo permite expresamente, y únicamente los contactos que elija darnos como',
          'referencias. Nunca usamos su lista de contactos para llamar, escribir o presionar a nadie respecto de su',
          'préstamo.',
        ),
        'Fotografías que usted mismo decida subir, por ejemplo, para respaldar una queja.',
      ],
    },
    {
      heading: 'Reconocimiento facial',
      paragraphs: [
        p(
          'Para confirmar que la persona que presenta la solicitud es realmente usted, le pedimos tomarse una selfie',
          'en la aplicación. Su rostro se compara con la fotografía de su documento de identidad y una prueba de',
          'vida comprueba que frente a la cámara hay una persona real. Estos datos biométricos se usan únicamente',
          'para verificar su identidad y prevenir fraudes.',
        ),
        p(
          'La verificación facial solo se realiza con su consentimiento explícito. Puede llevarla a cabo un',
          'proveedor especializado en verificación de identidad que actúa por nuestra cuenta bajo un contrato',
          'escrito y que no puede usar sus datos para ningún otro fin.',
        ),
        p(
          'Las imágenes de su rostro y los datos biométricos derivados de ellas se eliminan dentro de los',
          `${faceDataDeletedWithinDays} días siguientes a la conclusión de la verificación. Solo conservamos el`,
          'resultado de la verificación (aprobada o no aprobada) y su fecha, como constancia del proceso KYC.',
          'Nunca vendemos ni compartimos sus datos faciales con fines publicitarios.',
        ),
      ],
    },
    {
      heading: 'Ubicación',
      paragraphs: [
        p(
          'Con su permiso, consultamos la ubicación de su dispositivo cuando solicita un préstamo o usa una función',
          'que la requiere. La usamos para confirmar que se encuentra en una zona donde ofrecemos nuestros',
          'servicios, para detectar fraudes y para cumplir nuestras obligaciones regulatorias.',
        ),
        p(
          'No rastreamos su ubicación en segundo plano. Puede desactivar el acceso a la ubicación en cualquier',
          'momento desde la configuración de su dispositivo; en ese caso, algunas funciones podrían no estar',
          'disponibles.',
        ),
      ],
    },
    {
      heading: 'Cámara',
      paragraphs: [
        p(
          'La aplicación solicita acceso a la cámara solo cuando usted se toma una selfie para la verificación',
          'facial o fotografía un documento o una imagen que quiere enviarnos. Solo usamos las imágenes que usted',
          'captura a propósito; la cámara nunca se activa en segundo plano.',
        ),
        'Puede retirar el acceso a la cámara en cualquier momento desde la configuración de su dispositivo.',
      ],
    },
    {
      heading: 'Para qué usamos sus datos',
      paragraphs: [
        p(
          'Fines principales. Son necesarios para la relación de préstamo, por lo que sin ellos no podemos',
          'prestarle nuestros servicios: verificar su identidad y realizar las comprobaciones KYC; evaluar su',
          'solicitud y su solvencia crediticia; depositar el préstamo en su cuenta bancaria; administrar pagos,',
          'prórrogas y recordatorios de pago; recuperar los montos vencidos de manera justa y respetuosa; atender',
          'sus solicitudes, quejas y contactos con atención a clientes; mantener la seguridad de nuestros servicios',
          'y prevenir el fraude y el lavado de dinero; y cumplir nuestras obligaciones legales, fiscales y',
          'regulatorias.',
        ),
        p(
          'Fines secundarios. Son opcionales y requieren su consentimiento: informarle sobre nuevas ofertas y',
          'productos, pedir su opinión mediante encuestas y calificaciones, y elaborar estadísticas que nos ayuden a',
          'mejorar nuestros servicios. Puede rechazar o detener estos usos en cualquier momento sin que ello afecte',
          'su préstamo.',
        ),
      ],
    },
    {
      heading: 'Con quién compartimos sus datos',
      paragraphs: [
        p(
          'No vendemos sus datos personales. Solo los compartimos cuando es necesario para los fines anteriores o',
          'cuando la ley lo exige, y únicamente con:',
        ),
      ],
      list: [
        p(
          'compañías de información crediticia, a las que reportamos la información de su préstamo y de sus pagos y',
          'de las que obtenemos su informe de crédito, conforme a la Ley de Compañías de Información Crediticia',
          '(Regulación) de 2005 (Credit Information Companies (Regulation) Act, 2005);',
        ),
        p(
          'el Banco de la Reserva de la India, los tribunales, las autoridades policiales y fiscales y otras',
          'autoridades públicas, cuando la ley lo exige o lo solicitan legalmente;',
        ),
        'bancos, procesadores de pago y pasarelas de pago que depositan su préstamo y cobran sus pagos;',
        p(
          'agencias de cobranza y agentes de recuperación contratados por nosotros mediante contrato escrito, que',
          'deben seguir el código de prácticas justas, mantener la confidencialidad de sus datos y usarlos solo',
          'para recuperar los montos que usted adeuda;',
        ),
        p(
          'proveedores de servicios que tratan datos por nuestra cuenta, como verificación de identidad,',
          'alojamiento en la nube, mensajería y atención a clientes, obligados por contrato a protegerlos.',
        ),
      ],
    },
    {
      heading: 'Cómo protegemos y conservamos sus datos',
      paragraphs: [
        p(
          'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos contra',
          'pérdida, uso indebido, acceso no autorizado y alteración, entre ellas el cifrado en tránsito, controles',
          'de acceso y obligaciones de confidencialidad de nuestro personal. Sus datos se almacenan en servidores',
          'ubicados en la India.',
        ),
        p(
          'Conservamos sus datos solo durante el tiempo necesario para los fines descritos en este aviso y durante',
          'los plazos en que la ley nos obliga a conservar los registros de préstamos y de KYC. Después, se eliminan',
          'o se anonimizan.',
        ),
      ],
    },
    {
      heading: 'Sus derechos y cómo ejercerlos',
      paragraphs: [
        p(
          'Usted tiene derecho a acceder a los datos personales que tenemos sobre usted, a que se corrijan o',
          'completen cuando sean inexactos o incompletos, a que se borren cuando ya no sean necesarios y a oponerse',
          'a su uso para fines determinados. También puede designar a una persona para que ejerza estos derechos en',
          'su nombre y presentarnos una queja.',
        ),
        p(
          `Para ejercer un derecho, envíe una solicitud a ${company.email} desde su correo electrónico registrado,`,
          'o por escrito a nuestro domicilio social. Incluya su nombre completo y el número de teléfono celular que',
          'tiene registrado con nosotros; copia de un documento de identidad o de la autorización de la persona que',
          'actúa en su nombre; una descripción clara de los datos de que se trata y del derecho que desea ejercer;',
          'y, en caso de corrección, los cambios que solicita y los documentos que los respaldan.',
        ),
        p(
          `Responderemos a su solicitud dentro de los ${rightsResponseDays} días siguientes a su recepción. Si`,
          `aceptamos la solicitud, la haremos efectiva dentro de los ${rightsEffectiveWorkingDays} días hábiles`,
          'siguientes a la fecha en que le comuniquemos nuestra decisión.',
        ),
        p(
          'Si la información que proporciona no basta para tramitar la solicitud, o es incorrecta, podremos pedirle',
          `más información dentro de los ${correctionRequestWorkingDays} días hábiles siguientes a la recepción de`,
          `la solicitud. Usted tendrá entonces ${correctionFixWorkingDays} días hábiles para proporcionarla; si no lo`,
          'hace, la solicitud se tendrá por no presentada y podrá presentar una nueva en cualquier momento. El plazo',
          'de nuestra respuesta empieza a correr de nuevo cuando recibamos la información completa.',
        ),
        p(
          'Es posible que debamos conservar algunos datos aun después de una solicitud de borrado u oposición, por',
          'ejemplo mientras un préstamo siga pendiente o cuando la ley nos obligue a conservarlos. Se lo',
          'informaremos cuando sea el caso.',
        ),
        p(
          'Si no está conforme con nuestra respuesta, puede presentar una queja ante la Junta de Protección de',
          'Datos de la India (Data Protection Board of India) después de haber agotado nuestro procedimiento de',
          'quejas.',
        ),
      ],
    },
    {
      heading: 'Retiro de su consentimiento',
      paragraphs: [
        p(
          'Cuando tratamos sus datos con base en su consentimiento, puede retirar ese consentimiento en cualquier',
          `momento, con la misma facilidad con que lo otorgó: escriba a ${company.email} siguiendo el procedimiento`,
          'y los plazos descritos en la sección sobre sus derechos, o desactive el permiso correspondiente en la',
          'configuración de su dispositivo.',
        ),
        p(
          'Retirar el consentimiento no afecta el tratamiento realizado antes de hacerlo ni cancela el pago de un',
          'préstamo ya otorgado. Si los datos son necesarios para prestar un servicio, es posible que ya no podamos',
          'ofrecerle ese servicio.',
        ),
        p(
          'Para dejar de recibir ofertas, también puede inscribir su número de teléfono celular en el Registro',
          'Nacional de Preferencias del Cliente (National Customer Preference Register, "Do Not Disturb") para',
          'limitar las llamadas y mensajes promocionales.',
        ),
      ],
    },
    {
      heading: 'Cookies y tecnologías similares',
      paragraphs: [
        p(
          'Nuestras páginas web y las páginas dentro de la aplicación usan cookies, almacenamiento local y',
          'tecnologías similares. Sirven para mantener su sesión iniciada, recordar su idioma y su configuración,',
          'proteger su sesión y ayudarnos a saber qué campaña o enlace le trajo a nosotros.',
        ),
        p(
          'Algunas de estas cookies son indispensables para que el servicio funcione; otras se conservan por largo',
          'tiempo para recordar sus preferencias. Puede eliminar las cookies y los datos almacenados en cualquier',
          'momento desde la configuración de su navegador o de la aplicación; si bloquea las cookies',
          'indispensables, algunas páginas podrían no funcionar correctamente.',
        ),
      ],
    },
    {
      heading: 'Cambios a este aviso',
      paragraphs: [
        p(
          'Podemos actualizar este aviso cuando cambien nuestros servicios, nuestras prácticas o la ley. La versión',
          'vigente está siempre disponible en la aplicación y en nuestro sitio web, con la fecha de su última',
          'actualización.',
        ),
        p(
          'Si un cambio es importante, se lo informaremos en la aplicación, por SMS o por correo electrónico antes de',
          'que entre en vigor, y le pediremos de nuevo su consentimiento cuando la ley lo exija.',
        ),
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        p(
          'Para dudas sobre este aviso, para ejercer sus derechos o para presentar una queja, comuníquese con',
          'nosotros o con nuestro Oficial de Quejas:',
        ),
      ],
      list: [company.name, `Domicilio social: ${company.address}`, `Correo electrónico: ${company.email}`],
    },
  ],
};
