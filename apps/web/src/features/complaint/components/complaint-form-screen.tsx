import { COMPLAINT_SUCCESS_MODAL_MS, COMPLAINT_TEXT_MAX, characterCount } from '@loan/contract';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { Redirect } from '@/components/redirect.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { isSessionEndedCode } from '@/platform/session-ended.ts';
import { toast } from '@/platform/toast.ts';
import { uuidV4 } from '@/platform/uuid.ts';
import { type ComplaintInit, useComplaintInit } from '../api/problem-init.ts';
import { saveComplaint } from '../api/problem-save.ts';
import { clearComplaintStorage, currentOrderNo, readDraft, storeDraft } from '../complaint-storage.ts';
import { wasOpenedFromHome } from '../opened-from-home.ts';
import { clampDescription, isDescriptionEmpty, joinImageUrls, positiveInt, unsentPhotosWording } from '../rules.ts';
import { usePhotoUploads } from '../use-photo-uploads.ts';
import { PhotoUploader } from './photo-uploader.tsx';
import './complaint.css';

interface ChosenType {
  problemType: number;
  problemSonType: number | undefined;
}

export function ComplaintFormScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const problemType = positiveInt(search.get('problemType'));
  const problemSonType = positiveInt(search.get('problemSonType'));
  // The form asks with an empty order id: it needs the type titles, not an order card.
  const init = useComplaintInit(undefined);

  if (problemType === undefined) return <Redirect to={paths.complaint.href()} />;
  return (
    <Page title={t('title.complaintForm')}>
      {init.isPending ? (
        <LoadingSkeleton lines={6} />
      ) : init.isError ? (
        <FailedState error={init.error} onRetry={() => init.refetch()} retrying={init.isFetching} />
      ) : (
        <ComplaintForm init={init.data} chosen={{ problemType, problemSonType }} />
      )}
    </Page>
  );
}

/** The draft of this very type and sub-type, if the borrower left one (a failed submit, a reload). */
function draftFor(chosen: ChosenType) {
  const draft = readDraft();
  return draft && draft.problemType === chosen.problemType && draft.problemSonType === chosen.problemSonType
    ? draft
    : undefined;
}

function ComplaintForm({ init, chosen }: { init: ComplaintInit; chosen: ChosenType }) {
  const { t } = useWording();
  const navigate = useNavigate();
  const backToHome = wasOpenedFromHome(useLocation().state);
  const queryClient = useQueryClient();
  const textId = useId();
  const counterId = useId();
  const failureId = useId();
  const [draft] = useState(() => draftFor(chosen));
  const [requestId] = useState(() => draft?.requestId ?? uuidV4());
  const [text, setText] = useState(draft?.text ?? '');
  const photos = usePhotoUploads(draft?.images ?? []);
  const [submitting, setSubmitting] = useState(false);
  const [saved, setSaved] = useState(false);
  /** Why the last save failed; the form stays as it was, with the reason and a retry above Submit. */
  const [saveFailure, setSaveFailure] = useState<string | undefined>();
  const [warnUnsent, setWarnUnsent] = useState(false);
  const sent = useRef(false);

  const imageUrls = joinImageUrls(photos.items);
  useEffect(() => {
    if (sent.current) return;
    const images = imageUrls === '' ? [] : imageUrls.split(',');
    storeDraft({ problemType: chosen.problemType, problemSonType: chosen.problemSonType, text, images, requestId });
  }, [chosen.problemType, chosen.problemSonType, text, imageUrls, requestId]);

  useEffect(() => {
    if (!saved) return;
    // The form's entry is left for good: back to the home it came from, or in its place when opened directly.
    const leave = () => (backToHome ? navigate(-1) : navigate(paths.complaint.href(), { replace: true }));
    const timer = setTimeout(leave, COMPLAINT_SUCCESS_MODAL_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate, backToHome]);

  const typeTitle = init.problemType.find((o) => o.value === chosen.problemType)?.title;
  const subTypeTitle = init.problemSonType.find((o) => o.value === chosen.problemSonType)?.title;

  const unsent = unsentPhotosWording(photos.failed.length);

  /** `withoutFailed`: the borrower has been told which photos failed and chose to send without them. */
  const submit = async (withoutFailed = false) => {
    if (sent.current || submitting) return;
    if (isDescriptionEmpty(text)) return toast.message(t('complaint.empty'));
    if (photos.uploading) return toast.message(t('complaint.waitUploads'));
    if (unsent && !withoutFailed) return setWarnUnsent(true);
    setWarnUnsent(false);
    setSubmitting(true);
    setSaveFailure(undefined);
    const result = await saveComplaint({
      problemType: chosen.problemType,
      problemSonType: chosen.problemSonType ?? '',
      problemDetail: text.trim(),
      problemImage: imageUrls,
      orderNo: currentOrderNo() ?? '',
      requestId,
    });
    setSubmitting(false);
    // Text and photos stay as they are (and in the draft); the failure is shown where the borrower will retry. An
    // ended session was said by the request helper, and retrying before signing in again cannot work.
    if (!result.ok)
      return isSessionEndedCode(result.code) ? undefined : setSaveFailure(result.message || t('common.error'));
    sent.current = true;
    clearComplaintStorage();
    void queryClient.invalidateQueries({ queryKey: ['complaint'] });
    setSaved(true);
  };

  const retryFailedPhotos = () => {
    setWarnUnsent(false);
    for (const photo of photos.failed) photos.retry(photo.id);
  };

  return (
    <form
      className="complaint"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ul className="complaint__tags" aria-label={t('complaint.type')}>
        {typeTitle && <li className="complaint__tag">{typeTitle}</li>}
        {subTypeTitle && <li className="complaint__tag complaint__tag--sub">{subTypeTitle}</li>}
      </ul>
      <section className="complaint__section">
        <label className="complaint__subheading" htmlFor={textId}>
          {t('complaint.description')}
        </label>
        <textarea
          id={textId}
          className="complaint__textarea"
          rows={6}
          dir="auto"
          placeholder={t('complaint.descriptionPlaceholder')}
          aria-describedby={counterId}
          value={text}
          onChange={(event) => {
            // The field keeps what the state keeps: past the limit the extra characters are taken out of the field
            // itself (the state may not change, and then nothing would re-render it).
            const field = event.currentTarget;
            const kept = clampDescription(field.value);
            if (kept !== field.value) field.value = kept;
            setText(kept);
          }}
        />
        <p id={counterId} className="complaint__counter">
          <span aria-hidden="true">
            {t('complaint.counter', { count: characterCount(text), max: COMPLAINT_TEXT_MAX })}
          </span>
          <span className="visually-hidden">
            {t('complaint.counterLabel', { count: characterCount(text), max: COMPLAINT_TEXT_MAX })}
          </span>
        </p>
      </section>
      <PhotoUploader items={photos.items} onAdd={photos.add} onRetry={photos.retry} onRemove={photos.remove} />
      {saveFailure !== undefined && (
        <section className="complaint__send-failed" role="alert" aria-labelledby={failureId}>
          <h2 id={failureId} className="complaint__send-failed-title">
            {t('complaint.sendFailedTitle')}
          </h2>
          <p className="complaint__send-failed-text">{saveFailure}</p>
          <p className="complaint__send-failed-text">{t('complaint.sendFailedKept')}</p>
          <Button color="primary" fill="outline" size="small" loading={submitting} onClick={() => void submit()}>
            {t('common.retry')}
          </Button>
        </section>
      )}
      <Button block color="primary" size="large" type="submit" loading={submitting} disabled={submitting || saved}>
        {t('complaint.submit')}
      </Button>
      <Dialog
        open={warnUnsent}
        title={t('complaint.unsentTitle')}
        onClose={() => setWarnUnsent(false)}
        className="complaint-dialog"
        actions={[
          { key: 'retry', text: t('complaint.retryUploads'), primary: true, onClick: retryFailedPhotos },
          ...(unsent ? [{ key: 'send', text: t(unsent.send), onClick: () => void submit(true) }] : []),
        ]}
      >
        {unsent && <p className="complaint-dialog__text">{t(unsent.text, { count: photos.failed.length })}</p>}
      </Dialog>
      {/* It moves on to the list by itself: nothing to dismiss. */}
      <Dialog open={saved} title={t('complaint.successTitle')} className="complaint-dialog">
        <p className="complaint-dialog__text">{t('complaint.successText')}</p>
      </Dialog>
    </form>
  );
}
