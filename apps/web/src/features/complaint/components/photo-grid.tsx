import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { env } from '@/config/env.ts';
import { useWording } from '@/i18n/use-wording.ts';

export interface PhotoGridProps {
  urls: readonly string[];
  /** Alternative text of photo n, e.g. "Photo 2" or "Reply photo 2". */
  altFor: (n: number) => string;
}

/** Thumbnails that open the photo enlarged on tap. */
export function PhotoGrid({ urls, altFor }: PhotoGridProps) {
  const { t } = useWording();
  const [open, setOpen] = useState<number | undefined>();
  const openUrl = open === undefined ? undefined : urls[open];
  return (
    <>
      <ul className="photo-grid">
        {urls.map((url, index) => (
          <li key={url}>
            <button
              type="button"
              className="photo-grid__thumb"
              aria-label={t('complaint.enlargePhoto', { n: index + 1 })}
              onClick={() => setOpen(index)}
            >
              <img src={env.VITE_API_BASE + url} alt={altFor(index + 1)} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={openUrl !== undefined}
        title={t('complaint.photoViewer')}
        onClose={() => setOpen(undefined)}
        className="complaint-dialog"
      >
        {openUrl && open !== undefined && (
          <img className="photo-grid__large" src={env.VITE_API_BASE + openUrl} alt={altFor(open + 1)} />
        )}
        <button type="button" className="complaint-dialog__button" onClick={() => setOpen(undefined)}>
          {t('complaint.close')}
        </button>
      </Dialog>
    </>
  );
}
