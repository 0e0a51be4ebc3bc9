import { PROMO_PHONE_PATTERN } from '@loan/contract';

/** Shared checks of e-mail, phone, URL, integer and decimal. Pure and total: any string in, a boolean out. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The Chinese landing's phone rule: 11 digits, starting with 1 then 3 to 9. */
export function isPhone(value: string): boolean {
  return PROMO_PHONE_PATTERN.test(value.trim());
}

/** An absolute http(s) URL. */
export function isUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isInteger(value: string): boolean {
  return INTEGER.test(value.trim());
}

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value.trim());
}
