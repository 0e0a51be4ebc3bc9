import { defineMessages } from '../../http/wording.ts';

/** The public site's contact form: the refusals the page's own checks should already have caught. */
export const SITE = defineMessages('site', {
  phoneInvalid: {
    en: 'Please enter a valid phone number!',
    es: '¡Ingresa un número de teléfono válido!',
  },
  tooManyMessages: {
    en: 'You have sent several messages in the last hour. Please write again later, or call us.',
    es: 'Enviaste varios mensajes en la última hora. Escríbenos más tarde o llámanos.',
  },
});
