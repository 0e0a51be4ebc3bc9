import { randomBytes } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { FAILURE_CODE, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@loan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Failure, invalid } from '../../http/failure.ts';
import type { Message } from '../../http/wording.ts';
import type { StoredObject } from '../../platform/storage/storage.ts';
import { checkImage } from './image-check.ts';
import { type InputFormat, type ReencodedImage, reencodeImage } from './image-reencode.ts';
import { COMPLAINT } from './messages.ts';
import { refuseOverQuota } from './upload-quota.ts';

/** Where an upload is served back. Its name is random (128 bits), so the URL itself cannot be guessed. */
export const UPLOADS_PREFIX = '/uploads/';
export const IMAGE_FIELD = 'problemImage';

/**
 * Content types we read, decided from the bytes (magic numbers), never from the file name or the declared type.
 * iPhones write HEIC; file-type reports some of those as `image/heif` (the `mif1` brand), the same format.
 */
const READABLE: Record<string, InputFormat> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
};
// Everything the contract says we store is read too.
for (const mime of UPLOAD_MIME_TYPES) if (!(mime in READABLE)) throw new Error(`${mime} is not handled`);

export interface SniffedImage {
  mime: string;
  ext: InputFormat;
}

/** The image type of `bytes`, or `undefined` when they are not one of the formats we read. */
export async function sniffImage(bytes: Buffer): Promise<SniffedImage | undefined> {
  if (bytes.length === 0) return undefined;
  // Loaded on the first upload, not at start: most processes serve many requests before the first photo.
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const ext = type ? READABLE[type.mime] : undefined;
  return type && ext ? { mime: type.mime, ext } : undefined;
}

export const newStorageKey = (ext: 'jpg' | 'png' | 'webp') => `${randomBytes(16).toString('hex')}.${ext}`;
export const uploadUrl = (key: string) => UPLOADS_PREFIX + key;

/** The storage key of one of our upload URLs (`/uploads/<key>`), `undefined` for anything else. */
export function storageKeyOfUrl(url: string): string | undefined {
  const match = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|webp|heic))$/.exec(url.trim());
  return match?.[1];
}

const tooLarge = () => new Failure(FAILURE_CODE.payloadTooLarge, COMPLAINT.imageTooLarge, 413);

/** The bytes of the one file of a multipart request, refusing a missing, empty or oversized file. */
async function readImageField(request: FastifyRequest): Promise<Buffer> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw invalid(COMPLAINT.imageMissing);
  }
  if (!part || part.fieldname !== IMAGE_FIELD) throw invalid(COMPLAINT.imageMissing);
  try {
    return await part.toBuffer();
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw error;
  }
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413;
}

export type Uploader = { kind: 'borrower'; borrowerId: number } | { kind: 'staff' };

const refused = (message: Message) => new Failure(FAILURE_CODE.unsupportedMedia, message, 415);

/** The bytes to store: the upload decoded and encoded again (image-reencode.ts), or the reason it is refused. */
async function cleanImage(bytes: Buffer): Promise<ReencodedImage & { ok: true }> {
  const image = await sniffImage(bytes);
  if (!image) throw refused(COMPLAINT.imageNotAnImage);
  // Cheap checks of the container first: a pixel bomb or a JPEG header glued to an HTML page is refused unread.
  const structure = checkImage(bytes, image.ext);
  if (!structure.ok)
    throw refused(structure.reason === 'too-many-pixels' ? COMPLAINT.imageTooManyPixels : COMPLAINT.imageDamaged);
  const clean = await reencodeImage(bytes, image.ext);
  if (clean.ok) return clean;
  if (clean.reason === 'busy') throw new Failure(FAILURE_CODE.unavailable, COMPLAINT.imageBusy, 503);
  if (clean.reason === 'too-many-pixels') throw refused(COMPLAINT.imageTooManyPixels);
  throw refused(image.ext === 'heic' ? COMPLAINT.imageHeic : COMPLAINT.imageDamaged);
}

/**
 * Reads the multipart field `problemImage`, checks it really is an image by decoding it, stores the re-encoded
 * picture (no metadata, nothing hidden) under a random name and records who uploaded it. A borrower's uploads count
 * towards a daily quota. Nothing is stored for a refused file.
 */
export async function receiveImageUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  uploader: Uploader,
): Promise<{ url: string }> {
  const borrowerId = uploader.kind === 'borrower' ? uploader.borrowerId : null;
  // Over the quota, refused before the file is even read: a flood costs no decoding.
  if (borrowerId !== null) await refuseOverQuota(app.db, borrowerId, 0, app.config.UPLOADS_PER_BORROWER_PER_DAY);
  const bytes = await readImageField(request);
  if (bytes.length === 0) throw invalid(COMPLAINT.imageEmpty);
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const clean = await cleanImage(bytes);
  const key = newStorageKey(clean.ext);
  await app.db.transaction(async (tx) => {
    if (borrowerId !== null) {
      // One borrower's parallel uploads are counted one after the other, so together they cannot pass the quota.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`upload-quota:${borrowerId}`]);
      await refuseOverQuota(tx, borrowerId, clean.bytes.length, app.config.UPLOADS_PER_BORROWER_PER_DAY);
    }
    await tx.query(
      'insert into uploads (storage_key, borrower_id, uploaded_by, mime, size_bytes) values ($1, $2, $3, $4, $5)',
      [key, borrowerId, uploader.kind, clean.mime, clean.bytes.length],
    );
  });
  // Recorded first, stored second: a crash in between leaves a row without bytes (served as missing, swept after a
  // day), never bytes no row accounts for.
  try {
    await app.storage.put(key, clean.bytes);
  } catch (error) {
    await app.db.query('delete from uploads where storage_key = $1', [key]);
    throw error;
  }
  return { url: uploadUrl(key) };
}

/** Serves an upload back with the content type sniffed at upload time; the browser must not guess another. */
export async function uploadsRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(`${UPLOADS_PREFIX}:key`, async (request, reply) => {
    const key = storageKeyOfUrl(UPLOADS_PREFIX + request.params.key);
    const notFound = () => new Failure(FAILURE_CODE.notFound, COMPLAINT.imageNotFound, 404);
    if (!key) throw notFound();
    const [row] = await app.db.query<{ mime: string }>('select mime from uploads where storage_key = $1', [key]);
    const stored = row ? await app.storage.get(key) : undefined;
    if (!row || !stored) throw notFound();
    // A key names one upload for ever, so the borrower's own copy may be kept.
    return sendUpload(reply, row.mime, stored, 'private, max-age=31536000, immutable');
  });
}

/**
 * An upload's bytes with the content type sniffed when it arrived, which the browser must not second-guess, and a
 * policy that runs nothing even if an image were crafted to look like a page.
 */
export function sendUpload(reply: FastifyReply, mime: string, stored: StoredObject, cacheControl: string) {
  return reply
    .header('content-type', mime)
    .header('content-length', stored.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header(
      'content-security-policy',
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox",
    )
    .header('cache-control', cacheControl)
    .send(stored.body);
}
