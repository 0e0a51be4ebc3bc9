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

/** The lender as Mexico's notice names it: its office in Mexico is the Responsable's domicile. */
const company = companyIn('MX');

/**
 * Mexico's Aviso de Privacidad Integral under the LFPDPPP, with ARCO rights, in Spanish: the original its English
 * translation (privacy-policy.mx.en.ts) follows section by section. Its sections match India's notice one to one.
 */
export const privacyPolicyMxEs: LegalDocument = {
  title: 'Aviso de Privacidad Integral',
  updated: legalUpdated,
  sections: [
    {
      heading: 'Identidad y domicilio del responsable',
      paragraphs: [
        p(
          `${company.name} (en lo sucesivo, "nosotros" o el "Responsable"), con domicilio en ${company.address},`,
          'es responsable del tratamiento de los datos personales que usted nos proporciona al usar nuestra',
          'aplicación, nuestras páginas web y nuestros servicios de préstamo.',
        ),
        p(
          'El presente Aviso de Privacidad se emite en cumplimiento de la Ley Federal de Protección de Datos',
          'Personales en Posesión de los Particulares (LFPDPPP) y de la normativa aplicable. En él le informamos',
          'qué datos tratamos, para qué los usamos, con quién los compartimos y cómo puede ejercer sus derechos.',
        ),
        p(
          `Para cualquier duda sobre este Aviso o sobre sus datos, escríbanos a ${company.email}. En esa dirección`,
          'le atiende nuestro Departamento de Datos Personales.',
        ),
      ],
    },
    {
      heading: 'Datos personales que tratamos',
      paragraphs: [
        p(
          'Solo le pedimos los datos necesarios para evaluar, otorgar y administrar su préstamo y para cumplir',
          'nuestras obligaciones legales. Según el servicio que utilice, tratamos las siguientes categorías:',
        ),
        p(
          'Los datos financieros y patrimoniales, así como los datos biométricos, se tratan con su consentimiento',
          'expreso, que usted otorga en la aplicación antes de proporcionarlos.',
        ),
      ],
      list: [
        p(
          'Datos de identificación: nombre completo, fecha de nacimiento, sexo, nacionalidad, fotografía, CURP, RFC',
          'y los datos de su identificación oficial (por ejemplo, credencial para votar o pasaporte).',
        ),
        'Datos de contacto: número de teléfono celular, correo electrónico y domicilio.',
        'Datos laborales: situación laboral, empleador, puesto, antigüedad e ingresos mensuales.',
        p(
          'Datos financieros y patrimoniales: número de cuenta y CLABE interbancaria, montos de sus préstamos,',
          'historial de pagos y prórrogas, y la información que recibimos de las sociedades de información',
          'crediticia.',
        ),
        p(
          'Datos del dispositivo: modelo, sistema operativo, versión de la aplicación, identificadores del',
          'dispositivo, dirección IP, tipo de red y registros técnicos necesarios para la seguridad del servicio.',
        ),
        p(
          'Contactos: solo si usted lo autoriza expresamente, y únicamente los contactos que usted elija darnos como',
          'referencias. Nunca usamos su agenda para llamar, escribir o presionar a nadie respecto de su préstamo.',
        ),
        'Fotografías que usted decida enviarnos, por ejemplo, para respaldar una queja.',
      ],
    },
    {
      heading: 'Reconocimiento facial',
      paragraphs: [
        p(
          'Para confirmar que la persona que solicita el préstamo es usted, le pedimos tomarse una fotografía',
          '(selfie) en la aplicación. Su rostro se compara con la fotografía de su identificación oficial y una',
          'prueba de vida confirma que frente a la cámara hay una persona real. Estos datos biométricos se usan',
          'únicamente para verificar su identidad y prevenir fraudes.',
        ),
        p(
          'La verificación facial solo se realiza con su consentimiento expreso. Puede llevarla a cabo un proveedor',
          'especializado en verificación de identidad que actúa por nuestra cuenta, como encargado, bajo un',
          'contrato que le impide usar sus datos para cualquier otro fin.',
        ),
        p(
          `Las imágenes de su rostro y los datos biométricos obtenidos de ellas se eliminan dentro de los`,
          `${faceDataDeletedWithinDays} días siguientes a la conclusión de la verificación. Solo conservamos el`,
          'resultado de la verificación (aprobada o no aprobada) y su fecha, como constancia del proceso de',
          'identificación. Nunca vendemos ni compartimos sus datos faciales con fines publicitarios.',
        ),
      ],
    },
    {
      heading: 'Ubicación',
      paragraphs: [
        p(
          'Con su autorización, consultamos la ubicación de su dispositivo cuando solicita un préstamo o usa una',
          'función que la requiere. La usamos para confirmar que se encuentra en una zona donde ofrecemos nuestros',
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
          'La aplicación solicita acceso a la cámara solo cuando usted se toma la selfie para la verificación facial',
          'o fotografía un documento o una imagen que quiere enviarnos. Solo usamos las imágenes que usted captura',
          'de forma voluntaria; la cámara nunca se activa en segundo plano.',
        ),
        'Puede retirar el acceso a la cámara en cualquier momento desde la configuración de su dispositivo.',
      ],
    },
    {
      heading: 'Finalidades del tratamiento',
      paragraphs: [
        p(
          'Finalidades primarias. Son necesarias para la relación jurídica con usted, por lo que sin ellas no',
          'podemos prestarle nuestros servicios: verificar su identidad; evaluar su solicitud y su capacidad de',
          'pago; depositar el préstamo en su cuenta bancaria; administrar pagos, prórrogas y recordatorios de pago;',
          'realizar la cobranza de montos vencidos de manera justa y respetuosa; atender sus solicitudes, quejas y',
          'contactos con atención a clientes; mantener la seguridad de nuestros servicios y prevenir fraudes y',
          'operaciones con recursos de procedencia ilícita; y cumplir nuestras obligaciones legales, fiscales y',
          'regulatorias.',
        ),
        p(
          'Finalidades secundarias. No son necesarias para el préstamo y requieren su consentimiento: informarle',
          'sobre nuevas ofertas y productos, pedir su opinión mediante encuestas y calificaciones, y elaborar',
          'estadísticas que nos ayuden a mejorar nuestros servicios. Puede negarse a ellas en cualquier momento',
          'sin que esto afecte su préstamo.',
        ),
      ],
    },
    {
      heading: 'Transferencias de datos',
      paragraphs: [
        p(
          'No vendemos sus datos personales. Solo los compartimos cuando es necesario para las finalidades',
          'descritas o cuando la ley lo exige. Las siguientes transferencias no requieren su consentimiento, por',
          'ser necesarias para el contrato o para cumplir obligaciones legales conforme al artículo 37 de la',
          'LFPDPPP:',
        ),
      ],
      list: [
        p(
          'sociedades de información crediticia (burós de crédito), a las que reportamos su préstamo y su',
          'comportamiento de pago y de las que obtenemos su historial crediticio, con su autorización;',
        ),
        p(
          'autoridades financieras, fiscales, judiciales y administrativas competentes, cuando la ley lo exige o',
          'lo requieren legalmente;',
        ),
        p(
          'instituciones bancarias, procesadores de pago y corresponsales que depositan su préstamo y reciben',
          'sus pagos;',
        ),
        p(
          'despachos y agencias de cobranza contratados por nosotros mediante contrato, obligados a guardar',
          'confidencialidad, a usar sus datos solo para la cobranza y a respetar las disposiciones aplicables en',
          'materia de cobranza;',
        ),
        p(
          'proveedores que tratan datos por nuestra cuenta como encargados, por ejemplo de verificación de',
          'identidad, alojamiento en la nube, mensajería y atención a clientes, obligados por contrato a',
          'protegerlos.',
        ),
      ],
    },
    {
      heading: 'Medidas de seguridad y conservación',
      paragraphs: [
        p(
          'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos contra',
          'daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado, entre ellas el cifrado',
          'en tránsito, controles de acceso y obligaciones de confidencialidad de nuestro personal.',
        ),
        p(
          'Conservamos sus datos solo durante el tiempo necesario para las finalidades de este Aviso y durante los',
          'plazos que la ley nos obliga a conservar la información de préstamos e identificación. Después, se',
          'eliminan o se anonimizan.',
        ),
      ],
    },
    {
      heading: 'Derechos ARCO',
      paragraphs: [
        p(
          'Usted tiene derecho a conocer qué datos personales tenemos de usted y cómo los usamos (Acceso); a',
          'solicitar su corrección cuando estén desactualizados, sean inexactos o incompletos (Rectificación); a',
          'que los eliminemos cuando considere que no se requieren para las finalidades de este Aviso',
          '(Cancelación); y a oponerse a su uso para fines específicos (Oposición).',
        ),
        p(
          `Para ejercer sus derechos ARCO, envíe su solicitud a ${company.email} o preséntela por escrito en`,
          'nuestro domicilio. La solicitud debe incluir su nombre y un medio para comunicarle la respuesta; copia',
          'de su identificación oficial o, en su caso, de la representación legal de quien actúe en su nombre;',
          'la descripción clara y precisa de los datos y del derecho que desea ejercer; y, en caso de',
          'rectificación, las modificaciones que solicita y los documentos que las respalden.',
        ),
        p(
          `Le comunicaremos nuestra respuesta en un plazo máximo de ${rightsResponseDays} días contados desde la`,
          'recepción de su solicitud. Si la solicitud resulta procedente, la haremos efectiva dentro de los',
          `${rightsEffectiveWorkingDays} días hábiles siguientes a la fecha en que le comuniquemos la respuesta.`,
        ),
        p(
          'Si la información proporcionada es insuficiente o errónea, podremos requerirle, dentro de los',
          `${correctionRequestWorkingDays} días hábiles siguientes a la recepción de la solicitud, que aporte los`,
          `elementos o documentos necesarios. Usted contará con ${correctionFixWorkingDays} días hábiles para`,
          'atender el requerimiento; de no hacerlo, la solicitud se tendrá por no presentada y podrá presentar una',
          'nueva en cualquier momento. El plazo de respuesta empezará a correr de nuevo a partir de que recibamos',
          'la información completa.',
        ),
        p(
          'Es posible que debamos conservar algunos datos aun después de una solicitud de cancelación u oposición,',
          'por ejemplo mientras exista un préstamo pendiente o cuando la ley nos obligue a conservarlos. Se lo',
          'informaremos en nuestra respuesta.',
        ),
        p(
          'Si no está conforme con nuestra respuesta, puede acudir ante la autoridad garante en materia de',
          'protección de datos personales.',
        ),
      ],
    },
    {
      heading: 'Revocación del consentimiento',
      paragraphs: [
        p(
          'Puede revocar en cualquier momento el consentimiento que nos haya otorgado para el tratamiento de sus',
          `datos: escriba a ${company.email} siguiendo el procedimiento y los plazos descritos en la sección de`,
          'Derechos ARCO, o desactive el permiso correspondiente en la configuración de su dispositivo.',
        ),
        p(
          'La revocación no tiene efectos retroactivos ni extingue la obligación de pagar un préstamo ya otorgado.',
          'Si los datos son necesarios para prestar un servicio, es posible que ya no podamos ofrecérselo.',
        ),
        p(
          'Para limitar el uso o la divulgación de sus datos con fines publicitarios, también puede inscribirse en',
          'el Registro Público para Evitar Publicidad (REPEP) de la PROFECO o en el Registro Público de Usuarios',
          '(REUS) de la CONDUSEF.',
        ),
      ],
    },
    {
      heading: 'Uso de cookies, web beacons y otras tecnologías',
      paragraphs: [
        p(
          'Nuestras páginas web y las páginas dentro de la aplicación usan cookies, almacenamiento local y',
          'tecnologías similares. Sirven para mantener su sesión iniciada, recordar su idioma y preferencias,',
          'proteger su sesión y saber qué campaña o enlace le trajo a nosotros.',
        ),
        p(
          'Algunas de estas cookies son indispensables para que el servicio funcione; otras se conservan por',
          'largo tiempo para recordar sus preferencias. Puede eliminar las cookies y los datos almacenados en',
          'cualquier momento desde la configuración de su navegador o de la aplicación; si bloquea las cookies',
          'indispensables, algunas páginas podrían no funcionar correctamente.',
        ),
      ],
    },
    {
      heading: 'Cambios al Aviso de Privacidad',
      paragraphs: [
        p(
          'Podemos modificar este Aviso cuando cambien nuestros servicios, nuestras prácticas o la ley. La versión',
          'vigente está siempre disponible en la aplicación y en nuestro sitio web, con la fecha de su última',
          'actualización.',
        ),
        p(
          'Si el cambio es relevante, se lo informaremos en la aplicación, por SMS o por correo electrónico antes',
          'de que entre en vigor, y le pediremos de nuevo su consentimiento cuando la ley lo exija.',
        ),
      ],
    },
    {
      heading: 'Contacto',
      paragraphs: [
        p(
          'Para dudas sobre este Aviso, para ejercer sus derechos ARCO o revocar su consentimiento, comuníquese',
          'con nuestro Departamento de Datos Personales:',
        ),
      ],
      list: [company.name, `Domicilio: ${company.address}`, `Correo electrónico: ${company.email}`],
    },
  ],
};
