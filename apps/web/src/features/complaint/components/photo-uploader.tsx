import { COMPLAINT_IMAGES_MAX } from '@loan/contract';
import { type ChangeEvent, useId } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { canAddImages } from '../rules.ts';
import type { PhotoItem } from '../use-photo-uploads.ts';

export interface PhotoUploaderProps {
  items: readonly PhotoItem[];
  onAdd: (files: File[]) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
}

/**
 * Up to 9 photo tiles with per-photo progress, or the failure and a retry, each removable, and an add tile while
 * there is room.
 */
export function PhotoUploader({ items, onAdd, onRetry, onRemove }: PhotoUploaderProps) {
  const { t } = useWording();
  const headingId = useId();
  const room = canAddImages(items.length);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Let the same file be picked again after removing it.
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };

  return (
    <section className="complaint__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="complaint__subheading">
        {t('complaint.photos', { max: COMPLAINT_IMAGES_MAX })}
      </h2>
      <ul className="uploader">
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <li key={item.id} className={`uploader__tile uploader__tile--${item.status}`}>
              <img src={item.preview} alt={t('complaint.photo', { n })} className="uploader__image" />
              {item.status === 'uploading' && (
                <span className="uploader__state" role="status">
                  {t('complaint.uploading', { percent: item.percent })}
                </span>
              )}
              {item.status === 'failed' && (
                <span className="uploader__state uploader__state--failed" role="alert">
                  <span>{t('complaint.uploadFailed')}</span>
                  <button
                    type="button"
                    className="uploader__retry"
                    aria-label={t('complaint.retryPhoto', { n })}
                    onClick={() => onRetry(item.id)}
                  >
                    {t('common.retry')}
                  </button>
                </span>
              )}
              <button
                type="button"
                className="uploader__remove"
                aria-label={t('complaint.removePhoto', { n })}
                onClick={() => onRemove(item.id)}
              >
                ×
              </button>
            </li>
          );
        })}
        {room && (
          <li className="uploader__tile uploader__tile--add">
            <label className="uploader__add">
              <span aria-hidden="true" className="uploader__plus">
                +
              </span>
              <span>{t('complaint.addPhoto')}</span>
              <input className="uploader__input" type="file" accept="image/*" multiple onChange={onPick} />
            </label>
          </li>
        )}
      </ul>
      {!room && <p className="complaint__note">{t('complaint.photosFull', { max: COMPLAINT_IMAGES_MAX })}</p>}
    </section>
  );
}
