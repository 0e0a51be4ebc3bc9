import { useCallback, useEffect, useRef, useState } from 'react';
import { env } from '@/config/env.ts';
import { currentText } from '@/i18n/wording.ts';
import { isSessionEndedCode } from '@/platform/session-ended.ts';
import { toast } from '@/platform/toast.ts';
import { uploadComplaintImage } from './api/upload-problem-img.ts';
import { downscalePhoto } from './downscale-photo.ts';
import { acceptedCount } from './rules.ts';

export interface PhotoItem {
  id: string;
  /** What the tile shows: a local object URL while uploading, the served URL for a restored draft. */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  percent: number;
  /** The server's URL once uploaded; this is what problem-save receives. */
  url?: string;
}

let nextId = 0;
const newId = () => `photo-${++nextId}`;

/**
 * The photos of a complaint: each one is uploaded as soon as it is picked, with its own progress and failure state.
 * Picks beyond 9 photos are ignored; a failed photo keeps its file for a retry; removing a photo removes
 * its URL.
 */
export function usePhotoUploads(initialUrls: readonly string[]) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initialUrls.map((url) => ({ id: newId(), preview: env.VITE_API_BASE + url, status: 'done', percent: 100, url })),
  );
  const objectUrls = useRef(new Map<string, string>());
  /** The picked file of each photo not uploaded yet, kept so a failed one can be sent again. */
  const pickedFiles = useRef(new Map<string, File>());
  const count = useRef(items.length);
  count.current = items.length;

  useEffect(() => {
    const urls = objectUrls.current;
    return () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const update = useCallback((id: string, change: Partial<PhotoItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (id: string, file: File) => {
      const image = await downscalePhoto(file);
      const name = image === file ? file.name : `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
      const result = await uploadComplaintImage(image, name, (percent) => update(id, { percent }));
      // Removed while uploading: nothing to show.
      if (!pickedFiles.current.has(id)) return;
      if (result.ok) {
        pickedFiles.current.delete(id);
        update(id, { status: 'done', percent: 100, url: result.data.url });
        toast.success(currentText('complaint.uploadSuccess'));
      } else {
        update(id, { status: 'failed' });
        if (!isSessionEndedCode(result.code)) toast.fail(result.message || currentText('common.error'));
      }
    },
    [update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted = files.slice(0, acceptedCount(count.current, files.length));
      const added = accepted.map((file) => {
        const id = newId();
        const preview = URL.createObjectURL(file);
        objectUrls.current.set(id, preview);
        pickedFiles.current.set(id, file);
        return { item: { id, preview, status: 'uploading' as const, percent: 0 }, file };
      });
      count.current += added.length;
      setItems((current) => [...current, ...added.map((a) => a.item)]);
      for (const { item, file } of added) void upload(item.id, file);
    },
    [upload],
  );

  /** Sends a failed photo again, from the file the borrower picked. */
  const retry = useCallback(
    (id: string) => {
      const file = pickedFiles.current.get(id);
      if (!file) return;
      update(id, { status: 'uploading', percent: 0 });
      void upload(id, file);
    },
    [update, upload],
  );

  const remove = useCallback((id: string) => {
    pickedFiles.current.delete(id);
    const objectUrl = objectUrls.current.get(id);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrls.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  return {
    items,
    add,
    retry,
    remove,
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.filter((item) => item.status === 'failed'),
  };
}
