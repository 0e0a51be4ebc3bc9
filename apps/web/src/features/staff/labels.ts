import type { ComplaintHistoryEvent, PaymentProviderId, UnmatchedListReason } from '@loan/contract';
import type { StaffWordingKey } from './i18n/es.ts';

/** Wording keys of the contract's values, so each list and filter names them the same way. */
export const QUEUE_STATES = ['open', 'replied', 'closed', 'all'] as const;
export const QUEUE_CHANNELS = ['all', 'app', 'phone', 'email'] as const;

export const STATE_NAMES = {
  open: 'stateOpen',
  replied: 'stateReplied',
  closed: 'stateClosed',
  all: 'stateAll',
} as const satisfies Record<(typeof QUEUE_STATES)[number], StaffWordingKey>;

/** The queue's title names what it lists, so it follows the state filter. */
export const QUEUE_TITLES = {
  open: 'queueTitle',
  replied: 'queueTitleReplied',
  closed: 'queueTitleClosed',
  all: 'queueTitleAll',
} as const satisfies Record<(typeof QUEUE_STATES)[number], StaffWordingKey>;

export const CHANNEL_NAMES = {
  all: 'channelAll',
  app: 'channelApp',
  phone: 'channelPhone',
  email: 'channelEmail',
} as const satisfies Record<(typeof QUEUE_CHANNELS)[number], StaffWordingKey>;

export const AGENT_STATE_NAMES = {
  active: 'active',
  pending: 'pending',
  disabled: 'disabled',
} as const satisfies Record<string, StaffWordingKey>;

/** A reconciliation difference's name and what it means, per kind the server reports. */
export const RECONCILIATION_KIND_NAMES = {
  'not-received': ['reconNotReceived', 'reconNotReceivedDetail'],
  'not-applied': ['reconNotApplied', 'reconNotAppliedDetail'],
  'amount-differs': ['reconAmountDiffers', 'reconAmountDiffersDetail'],
  'not-at-provider': ['reconNotAtProvider', 'reconNotAtProviderDetail'],
} as const satisfies Record<string, readonly [StaffWordingKey, StaffWordingKey]>;

/** Every step of a complaint's history and every audited action, worded (the audit log filters by the same names). */
export const EVENT_NAMES = {
  received: 'eventReceived',
  scored: 'eventScored',
  'sign-in': 'eventSignIn',
  'sign-in-failed': 'eventSignInFailed',
  'sign-out': 'eventSignOut',
  'session-revoke': 'eventSessionRevoke',
  'password-set': 'eventPasswordSet',
  'agent-add': 'eventAgentAdd',
  'agent-disable': 'eventAgentDisable',
  'agent-enable': 'eventAgentEnable',
  'password-link': 'eventPasswordLink',
  'token-create': 'eventTokenCreate',
  'token-revoke': 'eventTokenRevoke',
  'complaint-reply': 'eventComplaintReply',
  'complaint-score-request': 'eventComplaintScoreRequest',
  'complaint-close': 'eventComplaintClose',
  'complaint-record': 'eventComplaintRecord',
  'contact-handled': 'eventContactHandled',
  'refund-paid-back': 'eventRefundPaidBack',
  'personal-data-read': 'eventPersonalDataRead',
  'payment-account-set': 'eventPaymentAccountSet',
} as const satisfies Record<ComplaintHistoryEvent, StaffWordingKey>;

/** A repayment complaint's money trail: each reference's purpose and status, each notification's link and reason. */
export const PURPOSE_NAMES = {
  repay: 'purposeRepay',
  extension: 'purposeExtension',
  'cooling-off': 'purposeCoolingOff',
} as const satisfies Record<string, StaffWordingKey>;

export const REFERENCE_STATUS_NAMES = {
  paid: 'referencePaid',
  open: 'referenceOpen',
  expired: 'referenceExpired',
  retired: 'referenceRetired',
} as const satisfies Record<string, StaffWordingKey>;

export const NOTIFICATION_LINK_NAMES = {
  applied: 'linkApplied',
  'same-reference': 'linkSameReference',
  'same-amount': 'linkSameAmount',
} as const satisfies Record<string, StaffWordingKey>;

export const UNMATCHED_REASON_NAMES = {
  'unknown-reference': 'reasonUnknownReference',
  'wrong-currency': 'reasonWrongCurrency',
  'wrong-amount': 'reasonWrongAmount',
  'already-paid': 'reasonAlreadyPaid',
  'event-id-conflict': 'reasonEventIdConflict',
  'payment-cancelled': 'reasonPaymentCancelled',
  'no-open-payment': 'reasonNoOpenPayment',
  'dispute-won-not-owed': 'reasonDisputeWonNotOwed',
} as const satisfies Record<UnmatchedListReason, StaffWordingKey>;

/** Who collected a payment: the lender's own notifications or a provider, by the name it trades under. */
export const PROVIDER_NAMES = {
  house: 'providerHouse',
  stripe: 'providerStripe',
  razorpay: 'providerRazorpay',
} as const satisfies Record<PaymentProviderId, StaffWordingKey>;
