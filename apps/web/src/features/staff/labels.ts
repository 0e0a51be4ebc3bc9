import type { ComplaintHistoryEvent, PaymentProviderId, UnmatchedListReason } from '@loan/contract';
import type { StaffWordingKey } from './i18n/es.ts';

/** Wording keys of the contract's values, so each list and filter names them the same way. */
export const QUEUE_STATES = ['open', 'replied', 'closed', 'all'] as const;
export const QUEUE_CHANNELS = ['all', 'app', 'phone', 'email'] as const;

export const STATE_NAMES = {
  open: 'staff.stateOpen',
  replied: 'staff.stateReplied',
  closed: 'staff.stateClosed',
  all: 'staff.stateAll',
} as const satisfies Record<(typeof QUEUE_STATES)[number], StaffWordingKey>;

/** The queue's title names what it lists, so it follows the state filter. */
export const QUEUE_TITLES = {
  open: 'staff.queueTitle',
  replied: 'staff.queueTitleReplied',
  closed: 'staff.queueTitleClosed',
  all: 'staff.queueTitleAll',
} as const satisfies Record<(typeof QUEUE_STATES)[number], StaffWordingKey>;

export const CHANNEL_NAMES = {
  all: 'staff.channelAll',
  app: 'staff.channelApp',
  phone: 'staff.channelPhone',
  email: 'staff.channelEmail',
} as const satisfies Record<(typeof QUEUE_CHANNELS)[number], StaffWordingKey>;

export const AGENT_STATE_NAMES = {
  active: 'staff.active',
  pending: 'staff.pending',
  disabled: 'staff.disabled',
} as const satisfies Record<string, StaffWordingKey>;

/** A reconciliation difference's name and what it means, per kind the server reports. */
export const RECONCILIATION_KIND_NAMES = {
  'not-received': ['staff.reconNotReceived', 'staff.reconNotReceivedDetail'],
  'not-applied': ['staff.reconNotApplied', 'staff.reconNotAppliedDetail'],
  'amount-differs': ['staff.reconAmountDiffers', 'staff.reconAmountDiffersDetail'],
  'not-at-provider': ['staff.reconNotAtProvider', 'staff.reconNotAtProviderDetail'],
} as const satisfies Record<string, readonly [StaffWordingKey, StaffWordingKey]>;

/** Every step of a complaint's history and every audited action, worded (the audit log filters by the same names). */
export const EVENT_NAMES = {
  received: 'staff.eventReceived',
  scored: 'staff.eventScored',
  'sign-in': 'staff.eventSignIn',
  'sign-in-failed': 'staff.eventSignInFailed',
  'sign-out': 'staff.eventSignOut',
  'session-revoke': 'staff.eventSessionRevoke',
  'password-set': 'staff.eventPasswordSet',
  'agent-add': 'staff.eventAgentAdd',
  'agent-disable': 'staff.eventAgentDisable',
  'agent-enable': 'staff.eventAgentEnable',
  'password-link': 'staff.eventPasswordLink',
  'token-create': 'staff.eventTokenCreate',
  'token-revoke': 'staff.eventTokenRevoke',
  'complaint-reply': 'staff.eventComplaintReply',
  'complaint-score-request': 'staff.eventComplaintScoreRequest',
  'complaint-close': 'staff.eventComplaintClose',
  'complaint-record': 'staff.eventComplaintRecord',
  'contact-handled': 'staff.eventContactHandled',
  'refund-paid-back': 'staff.eventRefundPaidBack',
  'personal-data-read': 'staff.eventPersonalDataRead',
  'payment-account-set': 'staff.eventPaymentAccountSet',
} as const satisfies Record<ComplaintHistoryEvent, StaffWordingKey>;

/** A repayment complaint's money trail: each reference's purpose and status, each notification's link and reason. */
export const PURPOSE_NAMES = {
  repay: 'staff.purposeRepay',
  extension: 'staff.purposeExtension',
  'cooling-off': 'staff.purposeCoolingOff',
} as const satisfies Record<string, StaffWordingKey>;

export const REFERENCE_STATUS_NAMES = {
  paid: 'staff.referencePaid',
  open: 'staff.referenceOpen',
  expired: 'staff.referenceExpired',
  retired: 'staff.referenceRetired',
} as const satisfies Record<string, StaffWordingKey>;

export const NOTIFICATION_LINK_NAMES = {
  applied: 'staff.linkApplied',
  'same-reference': 'staff.linkSameReference',
  'same-amount': 'staff.linkSameAmount',
} as const satisfies Record<string, StaffWordingKey>;

export const UNMATCHED_REASON_NAMES = {
  'unknown-reference': 'staff.reasonUnknownReference',
  'wrong-currency': 'staff.reasonWrongCurrency',
  'wrong-amount': 'staff.reasonWrongAmount',
  'already-paid': 'staff.reasonAlreadyPaid',
  'event-id-conflict': 'staff.reasonEventIdConflict',
  'payment-cancelled': 'staff.reasonPaymentCancelled',
  'no-open-payment': 'staff.reasonNoOpenPayment',
  'dispute-won-not-owed': 'staff.reasonDisputeWonNotOwed',
} as const satisfies Record<UnmatchedListReason, StaffWordingKey>;

/** Who collected a payment: the lender's own notifications or a provider, by the name it trades under. */
export const PROVIDER_NAMES = {
  house: 'staff.providerHouse',
  stripe: 'staff.providerStripe',
  razorpay: 'staff.providerRazorpay',
} as const satisfies Record<PaymentProviderId, StaffWordingKey>;
