import { useEffect, useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';

/** Checks the webview's camera / photo library access: pick or take a photo and see a thumbnail. */
export function PhotoPicker() {
  const { t } = useWording();
  const [file, setFile] = useState<File>();
  const [previewUrl, setPreviewUrl] = useState<string>();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    // Object URLs hold the image in memory until revoked.
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <section className="preview__card" aria-labelledby="preview-photo">
      <h2 id="preview-photo" className="preview__heading">
        {t('preview.photoSection')}
      </h2>
      <input
        id="preview-photo-input"
        className="preview__file-input"
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => setFile(event.target.files?.[0])}
      />
      <label className="preview__file" htmlFor="preview-photo-input">
        {t('preview.photoPick')}
      </label>
      {file && previewUrl ? (
        <img className="preview__thumb" src={previewUrl} alt={t('preview.photoPreviewAlt')} width={96} height={96} />
      ) : (
        <p className="preview__hint">{t('preview.photoNone')}</p>
      )}
    </section>
  );
}
