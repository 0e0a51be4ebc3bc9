import { useCallback, useEffect, useState } from 'react';
import { readJson, writeJson } from '@/platform/storage.ts';

/**
 * Which version of the key facts the borrower opened, per borrower and product, kept for the browsing session: going
 * to the agreement and back, a reload or a failed submit does not close the gate again. A new version (the terms
 * changed) is not the one opened, so it must be read again.
 */
export const keyFactsReadKey = (userId: string, productId: string) =>
  `loan-confirm.keyFactsRead.${userId}.${productId}`;

export function readKeyFactsVersion(userId: string, productId: string): string | null {
  const stored = readJson('session', keyFactsReadKey(userId, productId));
  return typeof stored === 'string' ? stored : null;
}

/**
 * The version opened (null: none yet) and how to record a newly opened one. The server cannot see this browser's
 * session, so it renders the gate closed; the stored version is read once the screen is live, so the browser's first
 * render is the server's and the gate's change is a real update (a `disabled` set at hydration is never patched).
 */
export function useKeyFactsRead(userId: string, productId: string): [string | null, (version: string) => void] {
  const [version, setVersion] = useState<string | null>(null);
  useEffect(() => {
    setVersion(readKeyFactsVersion(userId, productId));
  }, [userId, productId]);
  const markRead = useCallback(
    (opened: string) => {
      writeJson('session', keyFactsReadKey(userId, productId), opened);
      setVersion(opened);
    },
    [userId, productId],
  );
  return [version, markRead];
}
