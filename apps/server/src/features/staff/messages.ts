import { defineMessages } from '../../http/wording.ts';

/** The support desk's failures. Agents read English unless they ask for Spanish (`language=2`). */
export const STAFF = defineMessages('staff', {
  providerUnavailable: {
    en: 'A payment provider did not answer; nothing was compared. Try again in a moment.',
    es: 'Un proveedor de pagos no respondió; no se comparó nada. Inténtalo de nuevo en un momento.',
  },
  signInFirst: { en: 'Sign in to the support desk first', es: 'Primero inicia sesión en el escritorio de soporte' },
  wrongCredentials: { en: 'E-mail or password is wrong', es: 'El correo o la contraseña no son correctos' },
  locked: {
    en: 'Too many wrong passwords: sign-in for this account is locked for {minutes} minutes',
    es: 'Demasiadas contraseñas incorrectas: el acceso a esta cuenta está bloqueado {minutes} minutos',
  },
  slowDown: {
    en: 'Too many failed sign-ins from this address: try again in {seconds} seconds',
    es: 'Demasiados accesos fallidos desde esta dirección: inténtalo de nuevo en {seconds} segundos',
  },
  tooManyRefused: {
    en: 'Too many refused calls from this address: try again in a minute',
    es: 'Demasiadas llamadas rechazadas desde esta dirección: inténtalo de nuevo en un minuto',
  },
  csrf: {
    en: 'This change did not come from the support desk page (CSRF check failed); reload the page',
    es: 'Este cambio no vino de la página de soporte (falló la comprobación CSRF); recarga la página',
  },
  passwordCheckFailed: {
    en: 'Your password is wrong: account changes need it typed again',
    es: 'Tu contraseña no es correcta: los cambios de cuentas la piden de nuevo',
  },
  tokenScope: {
    en: 'This API token may not do this (its scopes: {scopes})',
    es: 'Este token de API no puede hacer esto (sus permisos: {scopes})',
  },
  adminOnly: { en: 'Only an admin may do this', es: 'Solo un administrador puede hacer esto' },
  consoleOnly: {
    en: 'Sign in to the console for this; an API token cannot do it',
    es: 'Inicia sesión en la consola para esto; un token de API no puede hacerlo',
  },
  linkInvalid: {
    en: 'This link to set a password is unknown, used or expired; ask an admin for a new one',
    es: 'Este enlace para la contraseña no existe, ya se usó o caducó; pide uno nuevo a un administrador',
  },
  passwordTooShort: {
    en: 'The password needs at least {min} characters',
    es: 'La contraseña necesita al menos {min} caracteres',
  },
  passwordTooLong: { en: 'The password is too long', es: 'La contraseña es demasiado larga' },
  passwordCommon: {
    en: 'This password is too common; choose another',
    es: 'Esta contraseña es demasiado común; elige otra',
  },
  passwordContainsEmail: {
    en: 'The password must not contain your e-mail name',
    es: 'La contraseña no debe contener el nombre de tu correo',
  },
  agentExists: { en: 'An account with this e-mail exists', es: 'Ya existe una cuenta con este correo' },
  agentNotFound: { en: 'No such agent', es: 'No existe ese agente' },
  notYourself: {
    en: 'An admin cannot disable their own account',
    es: 'Un administrador no puede desactivar su propia cuenta',
  },
  sessionNotFound: { en: 'No such session', es: 'No existe esa sesión' },
  tokenNotFound: { en: 'No such API token', es: 'No existe ese token de API' },
  complaintNotFound: { en: 'No such complaint', es: 'No existe esa queja' },
  complaintClosed: { en: 'This complaint is closed', es: 'Esta queja está cerrada' },
  photoNotFound: { en: 'No such photo', es: 'No existe esa foto' },
  borrowerNotFound: { en: 'borrowerId: no such borrower', es: 'borrowerId: no existe ese cliente' },
  imagesNotUploaded: {
    en: 'images: upload each image through the staff uploads first',
    es: 'images: sube cada imagen primero por las subidas del personal',
  },
  contactNotFound: { en: 'No such contact message', es: 'No existe ese mensaje de contacto' },
  refundNotFound: { en: 'No such surplus refund', es: 'No existe esa devolución' },
  paymentChannelNotFound: {
    en: 'No such house payment channel in your market',
    es: 'No existe ese canal de pago propio en tu mercado',
  },
  paymentAccountFormat: {
    en: 'value: not a valid {kind} for {channel}',
    es: 'value: no es un {kind} válido para {channel}',
  },
  refundDone: { en: 'This surplus was already refunded', es: 'Este excedente ya se devolvió' },
});
