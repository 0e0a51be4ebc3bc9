/*
 * CLABE (Clave Bancaria Estandarizada): the 18-digit account number SPEI transfers go to. 3 digits of bank, 3 of
 * plaza, 11 of account and a check digit: each of the first 17 digits times its weight (3, 7, 1, repeating), modulo
 * 10, summed; the check digit is (10 − sum mod 10) mod 10 (Banxico / ABM standard).
 */

export const CLABE_LENGTH = 18;
const WEIGHTS = [3, 7, 1] as const;

/** The check digit of the first 17 digits of a CLABE. */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new Error('a CLABE check digit needs exactly 17 digits');
  let sum = 0;
  for (let i = 0; i < first17.length; i += 1) sum += (Number(first17[i]) * (WEIGHTS[i % 3] ?? 1)) % 10;
  return (10 - (sum % 10)) % 10;
}

/** Whether a string is 18 digits whose last is the check digit of the others. */
export function isValidClabe(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && clabeCheckDigit(clabe.slice(0, 17)) === Number(clabe[17]);
}

/** The CLABE of an account: 6-digit bank + plaza prefix, 11-digit account, check digit. */
export function clabeOf(bankAndPlaza: string, account: string): string {
  if (!/^\d{6}$/.test(bankAndPlaza)) throw new Error('bank and plaza are 6 digits');
  if (!/^\d{11}$/.test(account)) throw new Error('a CLABE account is 11 digits');
  const first17 = bankAndPlaza + account;
  return first17 + String(clabeCheckDigit(first17));
}
