import { FAILURE_CODE } from '@loan/contract';
import { Failure } from '../../http/failure.ts';
import type { Channel } from './channels.ts';
import { REPAY } from './messages.ts';

/**
 * The account a house channel collects into, or the 503 "not configured yet" while an admin has not set it (a fresh
 * production database holds none: money must never be sent to an example account). Channels that need no account of
 * the lender's (stores take the reference) answer null.
 */
export function houseAccountOf(channel: Channel): string | null {
  if (channel.houseAccount === null) return null;
  const value = { clabe_prefix: channel.clabePrefix, upi_vpa: channel.upiVpa, ifsc: channel.ifsc }[
    channel.houseAccount
  ];
  if (value === null)
    throw new Failure(FAILURE_CODE.unavailable, REPAY.channelNotConfigured, 503, {
      channel: channel.name,
      setting: `${channel.payCode}.${channel.houseAccount}`,
    });
  return value;
}
