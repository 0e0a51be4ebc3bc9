import {
  COLLECTION_PROBLEM_TYPE,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_PHOTO_MAX_EDGE_PX,
  COMPLAINT_PHOTO_REENCODE_ABOVE_BYTES,
  COMPLAINT_TEXT_MAX,
  clampCharacters,
} from '@loan/contract';

/** What tapping a complaint type does: the collection type (1) shows its sub-types, any other opens the form. */
export type TypeAction = 'showSubTypes' | 'refuseCollection' | 'openForm';

/**
 * The collection type (1) needs a selected order that accepts collection complaints (`isShow` 1) and then reveals
 * its sub-types; every other type opens the form at once.
 */
export function typeAction(typeValue: number, selectedOrder: { isShow: number } | undefined): TypeAction {
  if (typeValue !== COLLECTION_PROBLEM_TYPE) return 'openForm';
  return selectedOrder?.isShow === 1 ? 'showSubTypes' : 'refuseCollection';
}

/** An order chosen in the complaint home, and the launch `orderId` (or '') the page was opened with at that time. */
export interface OrderChoice {
  orderNo: string;
  launchOrderId: string;
}

/**
 * Which order the complaint screens are about. A choice made during this page's life for the same launch order wins
 * (back from the form, the borrower's pick is still there); otherwise the order the app opened the page for wins over
 * whatever an earlier visit left on the device; with no launch order, the device's last choice.
 */
export function complaintOrderNo(
  launchOrderId: string | undefined,
  choice: OrderChoice | undefined,
  storedOrderNo: string | undefined,
): string | undefined {
  if (choice && choice.launchOrderId === (launchOrderId ?? '')) return choice.orderNo;
  return launchOrderId ?? storedOrderNo;
}

/** Only the first three types carry an icon. */
export const TYPES_WITH_ICON = 3;
export const hasTypeIcon = (index: number) => index < TYPES_WITH_ICON;

/** The description as the borrower may send it: at most 200 characters; pasted text is cut there. */
export function clampDescription(text: string): string {
  return clampCharacters(text, COMPLAINT_TEXT_MAX);
}

export const isDescriptionEmpty = (text: string) => text.trim() === '';

/** How many of `picked` files may still be added next to `current` ones; the rest are ignored. */
export function acceptedCount(current: number, picked: number): number {
  return Math.max(0, Math.min(picked, COMPLAINT_IMAGES_MAX - current));
}

export const canAddImages = (current: number) => current < COMPLAINT_IMAGES_MAX;

/** The wording of the warning before a submit would leave out photos that failed to upload; none when all went up. */
export function unsentPhotosWording(failed: number) {
  if (failed <= 0) return undefined;
  return failed === 1
    ? ({ text: 'complaint.unsentOne', send: 'complaint.sendWithoutOne' } as const)
    : ({ text: 'complaint.unsentMany', send: 'complaint.sendWithoutMany' } as const);
}

/**
 * Uploaded URLs joined by commas, in the order shown (the `problemImage` wire format); failed or pending uploads are
 * left out.
 */
export function joinImageUrls(items: readonly { url?: string | undefined }[]): string {
  return items
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string' && url !== '')
    .join(',');
}

/** Width and height scaled down (never up) so the long edge fits `maxEdge`, rounded to whole pixels. */
export function fitWithin(width: number, height: number, maxEdge: number = COMPLAINT_PHOTO_MAX_EDGE_PX) {
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width, height };
  const scale = maxEdge / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A photo is re-encoded when it is larger than needed on screen or heavy on the borrower's data plan. */
export function shouldDownscale(width: number, height: number, bytes: number): boolean {
  return Math.max(width, height) > COMPLAINT_PHOTO_MAX_EDGE_PX || bytes > COMPLAINT_PHOTO_REENCODE_ABOVE_BYTES;
}

/** Formats the browser can decode and re-encode; HEIC and others go up as picked. */
export const isReencodable = (mime: string) => /^image\/(jpeg|png|webp)$/.test(mime);

/** The Custom section (agent's reply) shows only when there is a reply text or a reply image. */
export const hasReply = (detail: { disposeDetail: string; disposeImages: readonly string[] }) =>
  detail.disposeDetail.trim() !== '' || detail.disposeImages.length > 0;

/** Query value as a positive integer, or `undefined`. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}
