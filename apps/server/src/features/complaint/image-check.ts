import { UPLOAD_MAX_PIXELS } from '@loan/contract';

/**
 * Structure checks of an upload whose magic bytes already say JPEG, PNG, WebP or HEIC, without decoding a pixel and
 * without an image library. A file passes only when it is exactly one well-formed container:
 * - its dimensions are read from its header, and width × height is at most UPLOAD_MAX_PIXELS (a "pixel bomb" is a
 *   tiny file that declares 50 000 × 50 000 and takes gigabytes to open in an agent's browser or a borrower's phone);
 * - nothing follows its end (a JPEG header followed by an HTML page is a polyglot, not a photo);
 * - its metadata (everything outside the compressed pixel data: comments, EXIF, XMP, text chunks) holds no HTML or
 *   script, so no browser or tool that sniffs content could ever run it.
 * The compressed pixel data itself is not searched: it is random-looking bytes in which short markers occur by chance.
 * These are the cheap refusals before the decoder runs (image-reencode.ts), which keeps only the pixels.
 */
export type ImageCheck =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'malformed' | 'trailing-data' | 'too-many-pixels' | 'markup' };

type Parsed = { width: number; height: number; end: number; metadata: Buffer[] } | { error: 'malformed' };

const MARKUP =
  /<\s*(?:script|html|svg|iframe|object|embed|body|!doctype|\?php|meta|link|style|img|a\s)|javascript:|\son[a-z]+\s*=/i;

export function checkImage(bytes: Buffer, ext: 'jpg' | 'png' | 'webp' | 'heic'): ImageCheck {
  const parsed =
    ext === 'jpg'
      ? parseJpeg(bytes, 0)
      : ext === 'png'
        ? parsePng(bytes)
        : ext === 'webp'
          ? parseWebp(bytes)
          : parseHeif(bytes);
  if ('error' in parsed) return { ok: false, reason: parsed.error };
  if (parsed.width < 1 || parsed.height < 1) return { ok: false, reason: 'malformed' };
  if (parsed.width * parsed.height > UPLOAD_MAX_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  if (parsed.end !== bytes.length) return { ok: false, reason: 'trailing-data' };
  if (parsed.metadata.some((m) => MARKUP.test(m.toString('latin1')))) return { ok: false, reason: 'markup' };
  return { ok: true, width: parsed.width, height: parsed.height };
}

const MALFORMED = { error: 'malformed' } as const;

/** JPEG start-of-frame markers (baseline, progressive, lossless, arithmetic), which carry the dimensions. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function parseJpeg(bytes: Buffer, start: number, depth = 0): Parsed {
  if (bytes[start] !== 0xff || bytes[start + 1] !== 0xd8) return MALFORMED;
  const metadata: Buffer[] = [];
  let width = 0;
  let height = 0;
  let i = start + 2;
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return MALFORMED;
    while (bytes[i] === 0xff) i++;
    const marker = bytes[i++] ?? -1;
    if (marker === 0xd9) return afterJpegEnd(bytes, i, { width, height, metadata }, depth);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (i + 2 > bytes.length) return MALFORMED;
    const length = bytes.readUInt16BE(i);
    if (length < 2 || i + length > bytes.length) return MALFORMED;
    const segment = bytes.subarray(i + 2, i + length);
    i += length;
    if (isStartOfFrame(marker) && segment.length >= 5) {
      height = segment.readUInt16BE(1);
      width = segment.readUInt16BE(3);
    } else if (marker === 0xda) {
      // Entropy-coded data: a 0xFF inside it is followed by 0x00 (stuffing) or a restart marker; anything else ends it.
      while (i < bytes.length) {
        if (bytes[i] === 0xff) {
          const next = bytes[i + 1] ?? -1;
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7) && next !== 0xff) break;
        }
        i++;
      }
    } else if (marker !== 0xc4 && marker !== 0xdb && marker !== 0xdd) {
      metadata.push(segment);
    }
  }
  return MALFORMED;
}

/**
 * What may follow a JPEG's end: nothing, zero padding, or another whole JPEG (phones append gain maps and depth maps
 * as extra pictures, "MPF"), itself checked the same way.
 */
function afterJpegEnd(
  bytes: Buffer,
  end: number,
  found: { width: number; height: number; metadata: Buffer[] },
  depth: number,
): Parsed {
  if (width0(found)) return MALFORMED;
  let i = end;
  while (i < bytes.length && bytes[i] === 0) i++;
  if (i === bytes.length) return { ...found, end: bytes.length };
  if (depth >= 4) return { ...found, end };
  const next = parseJpeg(bytes, i, depth + 1);
  if ('error' in next) return { ...found, end };
  return { ...found, end: next.end, metadata: [...found.metadata, ...next.metadata] };
}

const width0 = (found: { width: number; height: number }) => found.width === 0 || found.height === 0;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function parsePng(bytes: Buffer): Parsed {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return MALFORMED;
  const metadata: Buffer[] = [];
  let width = 0;
  let height = 0;
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    if (i + 12 + length > bytes.length) return MALFORMED;
    const data = bytes.subarray(i + 8, i + 8 + length);
    i += 12 + length;
    if (type === 'IHDR' && length >= 8) {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    } else if (type === 'IEND') {
      return width0({ width, height }) ? MALFORMED : { width, height, end: i, metadata };
    } else if (type !== 'IDAT') {
      metadata.push(data);
    }
  }
  return MALFORMED;
}

function parseWebp(bytes: Buffer): Parsed {
  if (bytes.length < 20 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return MALFORMED;
  const end = 8 + bytes.readUInt32LE(4);
  if (end > bytes.length) return MALFORMED;
  const metadata: Buffer[] = [];
  let width = 0;
  let height = 0;
  let i = 12;
  while (i + 8 <= end) {
    const type = bytes.toString('latin1', i, i + 4);
    const length = bytes.readUInt32LE(i + 4);
    if (i + 8 + length > end) return MALFORMED;
    const data = bytes.subarray(i + 8, i + 8 + length);
    i += 8 + length + (length % 2);
    if (type === 'VP8X' && length >= 10) {
      width = data.readUIntLE(4, 3) + 1;
      height = data.readUIntLE(7, 3) + 1;
    } else if (type === 'VP8 ' && length >= 10) {
      if (width === 0) {
        width = data.readUInt16LE(6) & 0x3fff;
        height = data.readUInt16LE(8) & 0x3fff;
      }
    } else if (type === 'VP8L' && length >= 5) {
      if (width === 0) {
        const bits = data.readUInt32LE(1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >> 14) & 0x3fff) + 1;
      }
    } else if (type !== 'ALPH' && type !== 'ANIM' && type !== 'ANMF') {
      metadata.push(data);
    }
  }
  return { width, height, end, metadata };
}

/** HEIC/HEIF (ISO base media boxes): the top-level boxes must cover the file; `ispe` boxes carry the dimensions. */
function parseHeif(bytes: Buffer): Parsed {
  const metadata: Buffer[] = [];
  let i = 0;
  while (i + 8 <= bytes.length) {
    let size = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    let header = 8;
    if (size === 1) {
      if (i + 16 > bytes.length) return MALFORMED;
      size = Number(bytes.readBigUInt64BE(i + 8));
      header = 16;
    } else if (size === 0) {
      size = bytes.length - i;
    }
    if (size < header || i + size > bytes.length) return MALFORMED;
    if (type !== 'mdat') metadata.push(bytes.subarray(i + header, i + size));
    i += size;
  }
  if (i !== bytes.length) return MALFORMED;
  let width = 0;
  let height = 0;
  for (const box of metadata) {
    for (let at = box.indexOf('ispe'); at >= 0 && at + 16 <= box.length; at = box.indexOf('ispe', at + 4)) {
      const w = box.readUInt32BE(at + 8);
      const h = box.readUInt32BE(at + 12);
      // The primary picture is the largest one (thumbnails and grid tiles are smaller).
      if (w * h > width * height) {
        width = w;
        height = h;
      }
    }
  }
  return { width, height, end: bytes.length, metadata };
}
