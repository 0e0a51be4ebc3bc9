/**
 * Business constants: limits, delays and counts the screens and the server share. This file is the only place these
 * numbers are written; the web app and the server import them from here.
 */

export const COMPLAINT_TEXT_MAX = 200;
/** UTF-16 units one character of a complaint may take at most (an emoji family takes 11). */
export const COMPLAINT_UNITS_PER_CHARACTER_MAX = 16;
export const COMPLAINT_IMAGES_MAX = 9;
/**
 * Complaints one borrower may file in the app in 24 hours. A real borrower files a few; a script filing hundreds
 * (each with its 30-day answer deadline) would bury the agents' queue. Agents recording calls and e-mails are not capped.
 */
export const COMPLAINTS_PER_BORROWER_PER_DAY = 10;
/**
 * Complaints per page of the borrower's list: a screenful and a half on a phone by default, and at most 50 so one
 * answer stays a few KB however many complaints the borrower filed.
 */
export const COMPLAINT_LIST_PAGE_SIZE = 20;
export const COMPLAINT_LIST_PAGE_SIZE_MAX = 50;
/** A list cursor is an opaque token of about 40 characters; a longer one was not made by the server. */
export const COMPLAINT_LIST_CURSOR_MAX = 96;

export const TOAST_MESSAGE_DEFAULT_MS = 3000;
/** A caller-given toast duration counts only when it is longer than this. */
export const TOAST_MIN_OVERRIDE_MS = 300;
export const TOAST_INFO_MS = 2000;
export const CONTACT_FAIL_TOAST_MS = 1000;

export const COMPLAINT_SCORE_MODAL_DELAY_MS = 3000;
export const COMPLAINT_SUCCESS_MODAL_MS = 1500;
export const BANNER_INTERVAL_MS = 3000;

export const SMS_COUNTDOWN_S = 60;
export const APP_SMS_CODE_MIN_LENGTH = 6;
export const PROMO_PHONE_LENGTH = 11;
export const PROMO_CAPTCHA_MAX = 4;
export const PROMO_SMS_MAX = 6;
/** Mainland-style mobile number as the Chinese landing validates it: 11 digits, 1 then 3–9. */
export const PROMO_PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Complaint type 1 is the collection type: it has sub-types and needs an order that accepts it. */
export const COLLECTION_PROBLEM_TYPE = 1;
/** Complaint type 2 is the repayment type: the desk shows such a complaint's order with its money trail. */
export const REPAYMENT_PROBLEM_TYPE = 2;
/**
 * `requestType` of the payment instruction page: paying the loan, paying an extension, or leaving the loan
 * within its cooling-off period.
 */
export const REPAY_REQUEST_TYPE = { repay: 1, delay: 2, coolingOff: 3 } as const;

export const CONFIRM_RELOAD_DELAY_MS = 5500;
export const RATING_STARS = 5;
/** Ratings at or above this open the native store rating prompt; below it a thank-you modal. */
export const RATING_NATIVE_THRESHOLD = 4;
export const REPAY_DETAIL_ROWS_COLLAPSED = 2;

export const ONLINE_PREFIX = '/online';
export const REQUEST_TIMEOUT_MS = 60_000;
export const CUSTOMER_SERVICE_OVERALL = 30;

/** Contract figures. Rates are kept as exact fractions (numerator / denominator) so money math stays integral. */
export const CONTRACT_ANNUAL_RATE_PCT = 18;
/** Interest per day: 0.0065% = 65 / 1_000_000. */
export const CONTRACT_DAILY_INTEREST = { numerator: 65, denominator: 1_000_000 } as const;
export const CONTRACT_DAILY_INTEREST_LABEL = '0.0065%';
/** VAT (IVA): 16% of (interest + commission). */
export const CONTRACT_VAT = { numerator: 16, denominator: 100 } as const;
export const CONTRACT_OVERDUE_PCT_PER_DAY = 3;

export const DELAY_MAX_DAYS = 7;

export const LOAN_TERMS = {
  minTermDays: 91,
  maxTermDays: 365,
  defaultPenaltyNewRupees: 1000,
  defaultPenaltyRepeatRupees: 800,
  dailyPenaltyBands: [
    { fromDay: 1, toDay: 30, pct: 5 },
    { fromDay: 31, toDay: 90, pct: 4 },
    { fromDay: 91, toDay: null, pct: 2 },
  ],
  decisionWithinDays: 1,
  creditWithinDays: { min: 1, max: 3 },
  addressChangeNoticeDays: 3,
  assignmentNoticeBusinessDays: 7,
} as const;

export const PRIVACY_TERMS = {
  faceDataDeletedWithinDays: 30,
  rightsResponseDays: 20,
  rightsEffectiveWorkingDays: 15,
  correctionRequestWorkingDays: 5,
  correctionFixWorkingDays: 10,
} as const;

/** Cookies that must "never" expire are given this date, the latest a browser accepts. */
export const COOKIE_FOREVER_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

/** Fixed short app identifier the promotion landing sends as `appName`. */
export const PROMO_APP_NAME = 'lendh5';
/** Merchant number used when the landing's URL gives none. */
export const DEFAULT_MERCHANT_NUMBER = 'M0001';
/** `{provider}` segment of the versioned API paths (the `PROVIDER` setting's default). */
export const DEFAULT_PROVIDER = 'lend';

/** Server-side limits: captchas and SMS codes expire in 5 minutes and are used once; codes are 6 digits. */
export const CAPTCHA_TTL_S = 300;
export const SMS_CODE_TTL_S = 300;
export const SMS_CODE_LENGTH = 6;
export const SMS_PER_PHONE_MIN_INTERVAL_S = 60;
export const SMS_PER_PHONE_PER_HOUR = 5;
/** Wrong guesses after which a one-time code is dead; a new code must be requested. */
export const SMS_CODE_MAX_WRONG_ATTEMPTS = 5;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * What the server stores and serves: every upload is decoded and re-encoded into one of these. HEIC is read only
 * where the server's image library can decode it (sharp's prebuilt build cannot), and then stored as JPEG.
 */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * Photos a borrower may upload in any 24 hours, and their stored bytes: a complaint holds COMPLAINT_IMAGES_MAX, a real
 * borrower files one or two a day and retries a few; more is a flood filling the database or the disk.
 */
export const UPLOADS_PER_BORROWER_PER_DAY = 30;
export const UPLOAD_BYTES_PER_BORROWER_PER_DAY = 60 * 1024 * 1024;
/** Uploads that no complaint (or agent's reply) uses are deleted once this old: drafts abandoned, or a flood. */
export const UNREFERENCED_UPLOAD_TTL_HOURS = 24;

/** Loan journey (confirm, detail, contract). */
/** `termUnit` of an offer: the term is counted in days (the only unit the products use). */
export const TERM_UNIT_DAYS = 1;
/**
 * Complaint photos are downscaled in the browser before upload: a 12-megapixel iPhone photo is ~5 MB, the
 * same picture at 2048 px on its long edge is a few hundred KB and still shows every detail a complaint needs.
 */
export const COMPLAINT_PHOTO_MAX_EDGE_PX = 2048;
/** Photos smaller than this and within the edge limit are sent as they are. */
export const COMPLAINT_PHOTO_REENCODE_ABOVE_BYTES = 1_500_000;
export const COMPLAINT_PHOTO_JPEG_QUALITY = 0.85;
/* Repayment. */
/** Extension fee per deferred day, in basis points of the principal (plus IVA on the fee). */
export const DELAY_FEE_BP_PER_DAY = 150;
/** Overdue interest of the contract (3% per day) is capped at the principal, so a debt cannot grow without end. */
export const OVERDUE_PENALTY_CAP_BP = 10_000;
/** Digits of a voucher reference, check digit included. */
export const VOUCHER_REFERENCE_LENGTH = 16;
/** How long a voucher reference (and its barcode) stays payable before a new one is issued. */
export const VOUCHER_REFERENCE_TTL_HOURS = 72;
/** How long the repay token of `repayment-way` may be committed. */
export const CARD_REPAY_TOKEN_TTL_S = 1800;
/** A pending card repayment that was never confirmed lapses after this, so an abandoned one blocks no new commit. */
export const CARD_REPAY_PENDING_TTL_S = 600;
/** Card numbers the bind-card screen accepts. */
export const BANK_CARD_MIN_DIGITS = 16;
export const BANK_CARD_MAX_DIGITS = 19;
/** Promotion landing. A sid lives this long; its captcha images expire after CAPTCHA_TTL_S each. */
export const PROMO_SID_TTL_S = 3600;
/* Key facts and cooling-off. */
/**
 * Days after disbursal during which the borrower may cancel the loan by paying principal plus interest for the days
 * used (RBI digital lending cooling-off/look-up period). The `cooling_off_days` setting overrides it.
 */
export const COOLING_OFF_DAYS_DEFAULT = 3;

/* Security. */
/**
 * Uploaded images above this many pixels (width × height, read from the header) are refused: decompression bombs.
 * 4096 × 4096: the app sends photos at most COMPLAINT_PHOTO_MAX_EDGE_PX (2048) on their long edge, and a 12-megapixel
 * phone photo the browser could not downsize still fits; a 7000 × 7000 bomb (49 MP) does not.
 */
export const UPLOAD_MAX_PIXELS = 4096 * 4096;

/*
 * SMS policy (docs/decisions/0021-abuse-resistance-captcha-tracking-sms-policy.md,
 * docs/decisions/0048-sms-pumping-bounded-a-captcha-no-blob-cutter.md).
 */
/** Codes one phone may receive per purpose in a rolling day, on top of 1 a minute and 5 an hour. */
export const SMS_PER_PHONE_PER_DAY = 10;
/**
 * Per address, sends are a velocity signal, never a long wall (carrier-grade NAT puts a city behind one address):
 * codes sent from one address within the window. From SMS_IP_HARD_CAPTCHA_AFTER on, the address gets the harder
 * captcha; from SMS_IP_COOLDOWN_AFTER on, it waits until the window has room again (at most the window).
 */
export const SMS_IP_VELOCITY_WINDOW_S = 600;
export const SMS_IP_HARD_CAPTCHA_AFTER = 5;
export const SMS_IP_COOLDOWN_AFTER = 30;
/**
 * Registration codes each market may send in a rolling day (the `SMS_DAILY_BUDGET` setting overrides it). Reaching
 * SMS_BUDGET_WARN_PCT of it logs a warning. Once a market's budget is spent, a number not sent a code within the day is
 * refused (told when codes are sent again): what a bot can cost is bounded, at the price of new visitors waiting once an
 * attack has spent the day. A number already sent a code that day still gets its resends, counted over the budget.
 */
export const SMS_DAILY_BUDGET_DEFAULT = 5000;
export const SMS_BUDGET_WARN_PCT = 80;
/**
 * Per block of numbers: a number without its last SMS_PREFIX_FREE_DIGITS digits, in its country (`+52 55 1234` of
 * `+52 55 1234 5678`), 10 000 numbers of one operator's range. Bots walk ranges; real sign-ups spread over thousands of
 * blocks, so a block gets at most SMS_PER_PREFIX_PER_HOUR registration codes an hour.
 */
export const SMS_PREFIX_FREE_DIGITS = 4;
export const SMS_PER_PREFIX_PER_HOUR = 20;
/**
 * The landing's proof-of-work before get-sms: a challenge answers for this long. How hard it is (the largest number
 * the browser may have to try) is the server's `PROMO_POW_MAX_NUMBER` setting, POW_MAX_NUMBER_DEFAULT unless set.
 */
export const POW_CHALLENGE_TTL_S = 600;
export const POW_MAX_NUMBER_DEFAULT = 100_000;

/* Errors borrowers hit in the browser (docs/decisions/0025-go-live-production-build-container-browser.md). */
/** Reports one IP may send per minute (across servers); the page itself sends at most CLIENT_ERRORS_PER_PAGE. */
export const CLIENT_ERRORS_PER_IP_PER_MINUTE = 10;
export const CLIENT_ERRORS_PER_PAGE = 5;
/** A report's message is cut to this many characters (after personal data is taken out). */
export const CLIENT_ERROR_MESSAGE_MAX = 300;

/* Public marketing site. */
/** Contact-form messages one IP may send in an hour: a visitor writes one or two; more is a flood of the desk's inbox. */
export const CONTACT_MESSAGES_PER_IP_PER_HOUR = 5;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_PHONE_MAX = 32;
export const CONTACT_MESSAGE_MAX = 2000;
/**
 * The loan the public site's representative example describes (the regulators want one in every advertisement: a CAT
 * example in Mexico, an APR in India): the demo product's amount, term and commission, one repayment at the end.
 */
export const REPRESENTATIVE_LOAN = { amount: 500_000, termDays: 91, commissionBp: 1_000 } as const;
