import type { RepayChannel } from '@loan/contract';
import type { Channel } from './channels.ts';
import type { PaymentInstructions } from './providers/provider.ts';
import { upiPayLink } from './upi.ts';

type PaymentDetails = Pick<RepayChannel, 'bankAccount' | 'upi' | 'hostedUrl' | 'transferReceived'>;

export interface LiveCode {
  reference: string;
  expiresAt: Date;
  /** What the channel's provider made for the reference (absent for the house format). */
  instructions?: PaymentInstructions | undefined;
  /** What of a bank transfer the provider holds so far (nothing is paid until the whole amount has arrived). */
  received?: number | undefined;
}

/**
 * What the borrower needs beside a channel's code, the same on the plan's card and on the channel's instructions: a
 * bank account and its IFSC, a UPI request, the provider's hosted voucher, what of a transfer has arrived so far.
 * Only what the code's maker answered: a provider's instructions as returned, or for the house format the lender's
 * own account (its NEFT account number is the reference) and a UPI request to its payee.
 */
export function paymentDetails(channel: Channel, live: LiveCode, provided: boolean, amount: number): PaymentDetails {
  const shown = live.instructions;
  return {
    ...(provided ? providerTransferDetails(shown) : houseTransferDetails(channel, live.reference, amount)),
    ...(shown?.hostedUrl ? { hostedUrl: shown.hostedUrl } : {}),
    ...(live.received ? { transferReceived: { received: live.received, remaining: amount - live.received } } : {}),
  };
}

/** Until when a store takes a voucher (the provider's word for its own, else the reference's); a transfer has none. */
export function voucherExpiry(channel: Channel, live: LiveCode): Pick<RepayChannel, 'expiresAt'> {
  if (!channel.hasBarcode) return {};
  return { expiresAt: live.instructions?.expiresAt ?? live.expiresAt.toISOString() };
}

/** A provider's bank account (NEFT / IMPS / RTGS) and UPI request, as it returned them. */
function providerTransferDetails(shown: PaymentInstructions | undefined): PaymentDetails {
  const payee = shown?.upiLink ? new URL(shown.upiLink).searchParams.get('pa') : null;
  return {
    ...(shown?.accountNumber && shown.ifsc ? { bankAccount: { number: shown.accountNumber, ifsc: shown.ifsc } } : {}),
    ...(shown?.upiLink && payee ? { upi: { vpa: payee, link: shown.upiLink } } : {}),
  };
}

/** The house format's: the lender's own account, numbered by the reference, and a UPI request to its payee. */
function houseTransferDetails(channel: Channel, reference: string, amount: number): PaymentDetails {
  return {
    ...(channel.ifsc ? { bankAccount: { number: reference, ifsc: channel.ifsc } } : {}),
    ...(channel.upiVpa
      ? {
          upi: {
            vpa: channel.upiVpa,
            link: upiPayLink({ vpa: channel.upiVpa, payee: channel.companyName, amount, reference }),
          },
        }
      : {}),
  };
}
