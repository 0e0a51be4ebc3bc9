import { COMPLAINT_IMAGES_MAX } from '@loan/contract';
import type { QueryKey } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { CallFailedError } from '@/platform/call-failed.ts';
import { toast } from '@/platform/toast.ts';
import { requestStaff } from '../api/request-staff.ts';
import { useStaffMutation } from '../api/use-staff-mutation.ts';
import { useConsoleWording } from './staff-context.tsx';
import './photo-grid.css';
import './reply-form.css';

interface Upload {
  id: number;
  name: string;
  /** The server's URL once uploaded. */
  url?: string;
  preview: string;
}

let nextUploadId = 1;

/** The answer: text, photos uploaded as they are picked, and whether the borrower is asked for a score. */
export function ReplyForm({
  complaintId,
  maxLength,
  refresh,
}: {
  complaintId: number;
  maxLength: number;
  refresh: readonly QueryKey[];
}) {
  const { t } = useConsoleWording();
  const [text, setText] = useState('');
  const [askScore, setAskScore] = useState(true);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [error, setError] = useState<string>();
  const textId = useId();
  const fileId = useId();
  const send = useStaffMutation(
    () =>
      requestStaff('reply', {
        params: { id: complaintId },
        request: { text, images: uploads.flatMap((u) => (u.url ? [u.url] : [])), askScore },
      }),
    { done: t('staff.replySent'), refresh },
  );
  const uploading = uploads.some((u) => !u.url);

  const pick = async (files: FileList | null) => {
    const picked = [...(files ?? [])].slice(0, COMPLAINT_IMAGES_MAX - uploads.length);
    for (const file of picked) {
      const upload: Upload = { id: nextUploadId++, name: file.name, preview: URL.createObjectURL(file) };
      setUploads((all) => [...all, upload]);
      const form = new FormData();
      form.append('problemImage', file);
      try {
        const { url } = await requestStaff('upload', { form });
        setUploads((all) => all.map((u) => (u.id === upload.id ? { ...u, url } : u)));
      } catch (failure) {
        setUploads((all) => all.filter((u) => u.id !== upload.id));
        URL.revokeObjectURL(upload.preview);
        toast.fail(failure instanceof CallFailedError ? failure.message : t('staff.failedNetwork'));
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError(t('staff.replyRequired'));
    setError(undefined);
    send.mutate(undefined, {
      onSuccess: () => {
        setText('');
        for (const upload of uploads) URL.revokeObjectURL(upload.preview);
        setUploads([]);
      },
    });
  };

  return (
    <form className="staff-form" onSubmit={submit} noValidate>
      <label className="staff-field" htmlFor={textId}>
        <span>{t('staff.replyText')}</span>
      </label>
      <textarea
        id={textId}
        rows={6}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <p className="staff-muted staff-counter">
        {text.length}/{maxLength}
      </p>
      <fieldset className="staff-fieldset">
        <legend>{t('staff.replyPhotos')}</legend>
        {uploads.length > 0 && (
          <ul className="staff-photos">
            {uploads.map((upload, index) => (
              <li key={upload.id}>
                <img src={upload.preview} alt={t('staff.replyPhotoAlt', { n: index + 1 })} width={96} height={96} />
                {upload.url ? (
                  <button
                    type="button"
                    className="staff-link-button"
                    onClick={() => {
                      URL.revokeObjectURL(upload.preview);
                      setUploads((all) => all.filter((u) => u.id !== upload.id));
                    }}
                  >
                    {t('staff.removePhoto', { n: index + 1 })}
                  </button>
                ) : (
                  <span className="staff-muted">{t('staff.uploading')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        {uploads.length < COMPLAINT_IMAGES_MAX && (
          <>
            <label htmlFor={fileId} className="staff-button">
              {t('staff.addPhotos')}
            </label>
            <input
              id={fileId}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              onChange={(event) => {
                void pick(event.target.files);
                event.target.value = '';
              }}
            />
          </>
        )}
      </fieldset>
      <label className="staff-check">
        <input type="checkbox" checked={askScore} onChange={(event) => setAskScore(event.target.checked)} />
        <span>{t('staff.askScore')}</span>
      </label>
      {error && (
        <p className="staff-alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="staff-button staff-button--primary" disabled={uploading || send.isPending}>
        {t('staff.sendReply')}
      </button>
    </form>
  );
}
