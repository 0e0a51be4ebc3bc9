import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type ObjectStorage } from './storage.ts';

const isMissing = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

/**
 * Objects as files in one directory under DATA_DIR, outside the web root: nothing there is ever served by the
 * static file handler, only through the uploads route, which sets the content type recorded at upload.
 */
export function localDiskStorage(directory: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(directory, key);
  };
  return {
    kind: 'local-disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(directory, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, body, { flag: 'wx' });
      await rename(partial, file);
    },
    async get(key) {
      try {
        const body = await readFile(fileOf(key));
        return { body, size: body.length };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async stat(key) {
      try {
        return { size: (await stat(fileOf(key))).size };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
