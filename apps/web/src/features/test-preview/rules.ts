import { type LaunchContext, PROMO_ENTRY, REPAY_REQUEST_TYPE } from '@loan/contract';
import { paths, type QueryParams, toQueryString } from '@/config/paths.ts';
import { SITE_PAGES } from '@/config/site-pages.ts';
import type { WordingKey } from '@/i18n/es.ts';

/** The fake device parameters the internal test page edits. */
export interface PreviewValues {
  appVersion: string;
  deviceName: string;
  deviceId: string;
  osVersion: string;
  sessionId: string;
  gps_adid: string;
  productId: string;
  orderId: string;
  userId: string;
  /** `1` English, `2` Spanish. */
  language: '1' | '2';
  /** Amount for the repayment instruction link, minor units. */
  amount: string;
  payCode: string;
}

export type PreviewTextField = Exclude<keyof PreviewValues, 'language'>;

/** The demo borrower of the seed (user 1001, order 5004 which can repay and extend). */
export const PREVIEW_DEFAULTS: PreviewValues = {
  appVersion: '1.0.0',
  deviceName: 'iPhone 15',
  deviceId: 'demo-device-1001',
  osVersion: '17.5',
  sessionId: 'demo-1001',
  gps_adid: '00000000-0000-4000-8000-000000001001',
  productId: '1',
  orderId: '5004',
  userId: '1001',
  language: '2',
  amount: '500000',
  payCode: 'OXXO',
};

export const PREVIEW_FIELDS: readonly { name: PreviewTextField; labelKey: WordingKey; numeric?: boolean }[] = [
  { name: 'userId', labelKey: 'preview.fieldUserId', numeric: true },
  { name: 'sessionId', labelKey: 'preview.fieldSessionId' },
  { name: 'productId', labelKey: 'preview.fieldProductId', numeric: true },
  { name: 'orderId', labelKey: 'preview.fieldOrderId', numeric: true },
  { name: 'appVersion', labelKey: 'preview.fieldAppVersion' },
  { name: 'deviceName', labelKey: 'preview.fieldDeviceName' },
  { name: 'deviceId', labelKey: 'preview.fieldDeviceId' },
  { name: 'osVersion', labelKey: 'preview.fieldOsVersion' },
  { name: 'gps_adid', labelKey: 'preview.fieldAdvertisingId' },
  { name: 'amount', labelKey: 'preview.fieldRepayAmount', numeric: true },
  { name: 'payCode', labelKey: 'preview.fieldPayCode' },
];

/**
 * The page opens with whatever launch parameters it was given (so a tester can share a link), falling back to the
 * demo borrower for the rest.
 */
export function initialPreviewValues(launch: LaunchContext): PreviewValues {
  const pick = (field: PreviewTextField) => launch[field as keyof LaunchContext] || PREVIEW_DEFAULTS[field];
  return {
    appVersion: pick('appVersion'),
    deviceName: pick('deviceName'),
    deviceId: pick('deviceId'),
    osVersion: pick('osVersion'),
    sessionId: pick('sessionId'),
    gps_adid: pick('gps_adid'),
    productId: pick('productId'),
    orderId: pick('orderId'),
    userId: pick('userId'),
    language: launch.language === '1' ? '1' : launch.language === '2' ? '2' : PREVIEW_DEFAULTS.language,
    amount: PREVIEW_DEFAULTS.amount,
    payCode: PREVIEW_DEFAULTS.payCode,
  };
}

/** The webview the test page imitates. */
const PREVIEW_CLIENT_TYPE = 'ios';

/** The launch query a native app would put on every page it opens. */
export function launchQuery(values: PreviewValues): QueryParams {
  return {
    appVersion: values.appVersion,
    deviceName: values.deviceName,
    deviceId: values.deviceId,
    osVersion: values.osVersion,
    sessionId: values.sessionId,
    gps_adid: values.gps_adid,
    productId: values.productId,
    // Some screens read the snake_case spelling (the launch context has both `productId` and `product_id`).
    product_id: values.productId,
    orderId: values.orderId,
    userId: values.userId,
    clientType: PREVIEW_CLIENT_TYPE,
    language: values.language,
  };
}

export interface PreviewLink {
  id: string;
  labelKey: WordingKey;
  href: string;
}

/** Links to every screen the page opens, each with the launch query (and the screen's own parameters). */
export function previewLinks(values: PreviewValues): PreviewLink[] {
  const launch = launchQuery(values);
  const link = (id: string, labelKey: WordingKey, href: string): PreviewLink => ({ id, labelKey, href });
  return [
    link('confirm', 'title.confirm', paths.confirm.href(launch)),
    link('loan-detail', 'title.loanDetail', paths.loanDetail.href(launch)),
    link('repay', 'title.repay', paths.repay.href(launch)),
    link('extension', 'title.repayDelay', paths.repayDelay.href(launch)),
    link('bind-bank', 'title.bindCard', paths.bindCard.href(launch)),
    link('about-us', 'title.aboutUs', paths.aboutUs.href(launch)),
    link('complaint', 'title.complaint', paths.complaint.href(launch)),
    link('complaint-list', 'title.complaintList', paths.complaintList.href(launch)),
    link('customer-service', 'title.customerService', paths.customerService.href(launch)),
    link('grievance', 'title.grievance', paths.grievance.href(launch)),
    link('privacy-policy', 'title.privacyPolicy', paths.privacyPolicy.href(launch)),
    link(
      'repay-instruction',
      'title.repayInstruction',
      paths.repayInstruction.href({
        ...launch,
        requestType: REPAY_REQUEST_TYPE.repay,
        amount: values.amount,
        payCode: values.payCode,
      }),
    ),
    link('contract', 'title.contract', paths.contract.href({ ...launch, orderNo: values.orderId })),
    link('login-failure', 'title.loginFailure', paths.loginFailure.href(launch)),
  ];
}

export interface PublicLink {
  id: string;
  label: string;
  href: string;
}

/** The marketing site's pages (their own English labels) and the promotion landing of demo template 1. */
export function publicLinks(values: PreviewValues): PublicLink[] {
  const promoQuery = toQueryString({ id: 1, app_from: 'preview', language: values.language });
  return [
    ...SITE_PAGES.map((page) => ({
      id: `site-${page.key}`,
      label: `${page.navLabel} (${page.path})`,
      href: page.path,
    })),
    {
      id: 'promo',
      label: `Promotion landing (${PROMO_ENTRY})`,
      // The template in the query: the server renders the landing with it (the hash form waits for its script).
      href: `${PROMO_ENTRY}?${promoQuery}`,
    },
  ];
}

/** What the location button shows. */
export type LocationState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; lat: string; lng: string; accuracy: number }
  | { kind: 'failed'; messageKey: WordingKey };

/** GeolocationPositionError codes: 1 refused, 2 unavailable, 3 timed out. */
export function geolocationFailure(code: number): LocationState {
  if (code === 1) return { kind: 'failed', messageKey: 'preview.locationDenied' };
  if (code === 3) return { kind: 'failed', messageKey: 'preview.locationTimeout' };
  return { kind: 'failed', messageKey: 'preview.locationUnavailable' };
}

export function located(latitude: number, longitude: number, accuracyM: number): LocationState {
  return { kind: 'located', lat: latitude.toFixed(5), lng: longitude.toFixed(5), accuracy: Math.round(accuracyM) };
}
