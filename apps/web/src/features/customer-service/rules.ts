/** Contact links of the customer service screen. */

/** WhatsApp chat link for a phone number: `https://wa.me/` and its digits only (country code included). */
export function whatsappUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/** Show a contact row only when the server gave a value for it. */
export function hasContact(value: string): boolean {
  return value.trim() !== '';
}
