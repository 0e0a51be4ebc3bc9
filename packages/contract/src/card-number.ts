/** Luhn (mod 10) check digit of a digit string: catches every single-digit typo and most swaps of neighbours. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new RangeError('luhnCheckDigit takes digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // Double every second digit counting from the right, starting with the rightmost (the check digit goes after it).
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  if (!/^\d{2,}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.slice(-1));
}

/**
 * A card or account number as shown to the borrower and the desk: `**** 5678`, the last 4 digits only. No number on
 * file (an empty string) stays empty rather than showing a bare `**** `: a borrower without a linked card reads an
 * empty row, not a mask of nothing.
 */
export function maskCardNo(cardNo: string): string {
  const digits = cardNo.replace(/\D/g, '');
  return digits ? `**** ${digits.slice(-4)}` : '';
}
