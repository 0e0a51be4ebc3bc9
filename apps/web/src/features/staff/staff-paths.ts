/** Every page of the console, below `/staff` (the router's basename); the server answers the shell for all of them. */
export const STAFF_PAGES = {
  queue: '/',
  signIn: '/sign-in',
  setPassword: '/set-password',
  complaint: '/complaint/:id',
  record: '/record',
  contact: '/contact-messages',
  unmatched: '/unmatched',
  refunds: '/refunds',
  reconciliation: '/reconciliation',
  failedSms: '/failed-sms',
  agents: '/agents',
  audit: '/audit',
  paymentAccounts: '/payment-accounts',
  tokens: '/tokens',
} as const;

export const complaintPage = (id: number) => `/complaint/${id}`;
export const STAFF_BASENAME = '/staff';
