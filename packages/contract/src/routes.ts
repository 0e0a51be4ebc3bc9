/** In-app screens (history routing). Paths the native app opens are kept exactly, odd spellings included. */
export const APP_PATHS = {
  confirm: '/confirm',
  loanDetail: '/loanDetail',
  order: '/order',
  loginFailure: '/loginFailure',
  repay: '/repay',
  repayDelay: '/repayDelay',
  customerService: '/customerService',
  aboutUs: '/aboutUs',
  contract: '/contract',
  periodContract: '/agony',
  privacyPolicy: '/PrivacyPolicy',
  complaint: '/complaint',
  complaintList: '/complaintList',
  complaintForm: '/complainPageNext',
  complaintDetail: '/complainDetails',
  testPreview: '/testPreview',
  repayInstruction: '/carpmm',
  repayChoice: '/repayChoice',
  bindCard: '/bindCard',
  // Borrower rights (ours, not in the original app).
  grievance: '/grievance',
  receipt: '/receipt',
  settlementCertificate: '/settlementCertificate',
} as const;
export type AppPathKey = keyof typeof APP_PATHS;

/** Public marketing site. */
export const SITE_PATHS = {
  home: '/',
  about: '/About',
  userEvaluate: '/User',
  contact: '/Contact',
  policy: '/Policy',
  loanTerms: '/Loan',
} as const;

/** Promotion landing: its own HTML entry with hash routes. */
export const PROMO_ENTRY = '/promo.html';
export const PROMO_HASH_PATHS = {
  register: '/',
  download: '/downloadTemplate',
  agreement: '/agreementTemplate',
} as const;

/** Versioned API path builders: old repayment under `/api/v1/{provider}/`, promotion under `/api/v2/{provider}/`. */
export const oldRepaymentBase = (provider: string) => `/api/v1/${provider}/${provider}-api/service/loan`;
export const promotionBase = (provider: string) => `/api/v2/${provider}`;
