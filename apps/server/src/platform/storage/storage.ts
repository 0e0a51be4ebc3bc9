/**
 * Where uploaded bytes live, behind the smallest interface the features need, so an object store (S3, GCS, MinIO)
 * can replace the local disk when several servers share one PostgreSQL. Keys are opaque names made by the caller;
 * what a key holds (its owner, its content type) is recorded in the database, not here.
 */
export interface StoredObject {
  body: Buffer;
  size: number;
}

export interface ObjectStorage {
  readonly kind: string;
  put(key: string, body: Buffer): Promise<void>;
  /** `undefined` when nothing is stored under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Size of the object under `key`, `undefined` when missing. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes the object under `key`; nothing stored there is not an error (a sweep may run twice). */
  delete(key: string): Promise<void>;
}

/** Keys are ours (random hex plus an extension); anything else never reaches a storage backend. */
export const STORAGE_KEY_PATTERN = /^[a-f0-9]{32}\.(jpg|png|webp|heic)$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key.slice(0, 60)}`);
}
