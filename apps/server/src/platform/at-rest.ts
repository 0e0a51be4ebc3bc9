import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the database holds only in a form its reader cannot use: the keys come from the settings (config/env.ts),
 * never from the database, so a copy of the database (a backup, a replica, a read-only leak) holds no usable code.
 */

/** A one-time code as stored: HMAC-SHA256 under the server's key of the row's salt and the code. Six digits are a
 * million guesses: cheap against a plain hash, hopeless without the key. */
export function codeMac(key: string, salt: Buffer, code: string): Buffer {
  return createHmac('sha256', key).update(salt).update(code).digest();
}

/**
 * A bank card as stored besides its bank and last 4 digits: HMAC-SHA256 under the server's key of its digits. It tells
 * the same card bound twice; without the key, the few million numbers a bank and last 4 digits leave cannot be tried.
 */
export function cardToken(key: string, cardNo: string): string {
  return createHmac('sha256', key)
    .update(`card:${cardNo.replace(/\D/g, '')}`)
    .digest('base64url');
}

/** What a screen shows of a card besides its bank, the only digits kept. */
export const cardLast4 = (cardNo: string) => cardNo.replace(/\D/g, '').slice(-4);

const SEALED_PREFIX = 'v1:';
const aesKey = (key: string) => createHash('sha256').update(`sms-text:${key}`).digest();

/** A message text sealed with AES-256-GCM under the settings' key: `v1:<iv>:<tag>:<ciphertext>` (base64url). */
export function sealText(key: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey(key), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [SEALED_PREFIX.slice(0, -1), iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** The text `sealText` sealed; throws when the key is not the one it was sealed with or the value was altered. */
export function openText(key: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(':');
  if (`${version}:` !== SEALED_PREFIX || !iv || !tag || body === undefined) throw new Error('not a sealed SMS text');
  const decipher = createDecipheriv('aes-256-gcm', aesKey(key), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
