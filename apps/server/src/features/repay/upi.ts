/**
 * A UPI "pay" intent (NPCI's deep-link format): any UPI app opens it with the payee, amount and reference filled in.
 * `am` is rupees with two decimals; `tr` carries our reference so the collection reconciles to the voucher.
 */
export function upiPayLink(input: { vpa: string; payee: string; amount: number; reference: string }): string {
  if (!Number.isSafeInteger(input.amount) || input.amount < 1) throw new Error('a UPI amount is a positive integer');
  const rupees = `${Math.floor(input.amount / 100)}.${String(input.amount % 100).padStart(2, '0')}`;
  const params: [string, string][] = [
    ['pa', input.vpa],
    ['pn', input.payee],
    ['am', rupees],
    ['cu', 'INR'],
    ['tr', input.reference],
    ['tn', input.reference],
  ];
  // encodeURIComponent, not URLSearchParams: UPI apps read `+` literally, so a space must be %20.
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
