import { COMPLAINT_PHOTO_JPEG_QUALITY, COMPLAINT_PHOTO_MAX_EDGE_PX, UPLOAD_MAX_PIXELS } from '@loan/contract';

/**
 * Every accepted image is decoded to pixels and encoded again, so what is stored and served is only a picture:
 * no EXIF (GPS position, camera serial), no XMP, no comments or text chunks, no bytes hidden after the end or in
 * the compressed data. The decoder runs under caps:
 * - pixels: UPLOAD_MAX_PIXELS, checked by libvips from the header before any pixel buffer is allocated (a tiny
 *   file that inflates to gigabytes is refused unread), and at most 4 channels;
 * - time: DECODE_TIMEOUT_S per image, enforced inside libvips;
 * - memory and CPU: at most DECODES_AT_ONCE images at a time (sharp works on libuv's thread pool, off the event
 *   loop; two slots leave the pool's other threads to file and DNS work), each bounded by the pixel cap, and at
 *   most DECODES_WAITING more queued; beyond that the upload is refused as busy rather than queued without end.
 * The output keeps the family of the input (JPEG stays JPEG, PNG stays PNG so a screenshot stays sharp and keeps
 * its alpha, WebP stays WebP), turned upright from the EXIF orientation, in sRGB, at most
 * COMPLAINT_PHOTO_MAX_EDGE_PX on its long edge like the photos the app downsizes before sending. HEIC becomes JPEG
 * when this build of libvips can decode it (sharp's prebuilt one cannot: HEVC is patent-encumbered).
 */
export type ReencodedImage =
  | { ok: true; bytes: Buffer; ext: 'jpg' | 'png' | 'webp'; mime: string; width: number; height: number }
  | { ok: false; reason: 'undecodable' | 'too-many-pixels' | 'busy' };

export type InputFormat = 'jpg' | 'png' | 'webp' | 'heic';

const DECODE_TIMEOUT_S = 10;
const DECODES_AT_ONCE = 2;
const DECODES_WAITING = 16;
const JPEG_QUALITY = Math.round(COMPLAINT_PHOTO_JPEG_QUALITY * 100);

/** What libvips calls each format we read (`metadata().format`). */
const LOADER: Record<InputFormat, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', heic: 'heif' };

/**
 * At most `atOnce` pieces of work at a time and `waiting` more queued in arrival order; `run` answers `undefined`
 * at once when every slot and queue place is taken.
 */
export function boundedSlots(atOnce: number, waiting: number) {
  let running = 0;
  const queue: Array<() => void> = [];
  return async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    if (running >= atOnce) {
      if (queue.length >= waiting) return undefined;
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiter, so `running` still counts it and no newcomer can take it.
      const next = queue.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

const inSlot = boundedSlots(DECODES_AT_ONCE, DECODES_WAITING);

export async function reencodeImage(bytes: Buffer, format: InputFormat): Promise<ReencodedImage> {
  // Loaded on the first upload, not at start (like file-type).
  const { default: sharp } = await import('sharp');
  const result = await inSlot(async (): Promise<ReencodedImage> => {
    const input = () =>
      sharp(bytes, {
        failOn: 'error',
        limitInputPixels: UPLOAD_MAX_PIXELS,
        limitInputChannels: 4,
        autoOrient: true,
        pages: 1,
      });
    try {
      const header = await input().metadata();
      // The bytes were sniffed as `format`; libvips must read them as the same thing (never as SVG, TIFF, PDF…).
      if (header.format !== LOADER[format]) return { ok: false, reason: 'undecodable' };
      if ((header.width ?? 0) * (header.height ?? 0) > UPLOAD_MAX_PIXELS)
        return { ok: false, reason: 'too-many-pixels' };
      const pipeline = input()
        .resize({
          width: COMPLAINT_PHOTO_MAX_EDGE_PX,
          height: COMPLAINT_PHOTO_MAX_EDGE_PX,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .timeout({ seconds: DECODE_TIMEOUT_S });
      const ext = format === 'heic' ? 'jpg' : format;
      const encoded =
        ext === 'png'
          ? pipeline.png({ compressionLevel: 6 })
          : ext === 'webp'
            ? pipeline.webp({ quality: JPEG_QUALITY })
            : pipeline.jpeg({ quality: JPEG_QUALITY });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      const mime = ext === 'jpg' ? 'image/jpeg' : `image/${ext}`;
      return { ok: true, bytes: data, ext, mime, width: info.width, height: info.height };
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      return { ok: false, reason: /pixel limit/i.test(text) ? 'too-many-pixels' : 'undecodable' };
    }
  });
  return result ?? { ok: false, reason: 'busy' };
}
