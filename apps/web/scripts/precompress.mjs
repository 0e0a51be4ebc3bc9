import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images (webp, png) are compressed already. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes the brotli (`.br`) and gzip (`.gz`) copies of a built text file, so the server sends them as they are
 * (`@fastify/static` with `preCompressed`) instead of compressing on every request. Files under 1 KB stay as they are.
 */
export function precompressFile(file) {
  const bytes = readFileSync(file);
  if (bytes.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
}
