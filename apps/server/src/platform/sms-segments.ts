/**
 * How many SMS a text costs. A text entirely in the GSM 03.38 alphabet (GSM-7) fits 160 characters in one SMS, 153 a
 * part when split; one character outside it (`ó`, `₹`, any Chinese) makes the whole text UCS-2: 70 in one SMS, 67 a
 * part. Characters of the alphabet's extension table (`€`, `[`, `{`…) take two places.
 */

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

export interface SmsSize {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

export function smsSize(text: string): SmsSize {
  const characters = [...text];
  if (characters.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c))) {
    const units = characters.reduce((sum, c) => sum + (GSM7_EXTENSION.has(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
