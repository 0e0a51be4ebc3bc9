/**
 * Input masks: bank card digits in fours, phone digits 3-4-4, number digits only, money cut to a length. Each takes
 * what the user typed and gives what the field should show.
 */

const PHONE_MAX_DIGITS = 11;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Bank card: digits only, grouped in fours (`6222 0212 3456 7890`). */
export function formatBankCard(value: string): string {
  return digitsOnly(value)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();
}

/** Phone: digits only, at most 11, grouped 3-4-4 (`138 1234 5678`). */
export function formatPhone(value: string): string {
  const digits = digitsOnly(value).slice(0, PHONE_MAX_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join(' ');
}

/** Money keyboard: the typed text cut to `maxLength` characters when one is set. */
export function truncateToMaxLength(value: string, maxLength?: number): string {
  if (maxLength === undefined || maxLength < 0) return value;
  return value.slice(0, maxLength);
}
