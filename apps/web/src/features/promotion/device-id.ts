import { getCookie, setCookie } from '@/platform/cookie.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { uuidV4 } from '@/platform/uuid.ts';

const COOKIE = 'promo_device_id';
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The `deviceId` the landing sends: the app's, when the page was opened from it; otherwise a random identifier kept
 * in a cookie that never expires, so one phone's repeated visits are recognisable.
 */
export function promoDeviceId(): string {
  const fromApp = getLaunchContext().deviceId;
  if (fromApp) return fromApp;
  const stored = getCookie(COOKIE);
  if (stored && UUID_SHAPE.test(stored)) return stored;
  const created = uuidV4();
  setCookie(COOKIE, created, { expires: 'forever' });
  return created;
}
