import { COMPLAINT_SCORE_MODAL_DELAY_MS, COMPLAINT_TEXT_MAX, characterCount } from '@loan/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { Redirect } from '@/components/redirect.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { type ComplaintDetail, complaintDetailQuery, useComplaintDetail } from '../api/problem-detail.ts';
import { scoreComplaint } from '../api/problem-score.ts';
import { hasReply, positiveInt } from '../rules.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { ScoreModal } from './score-modal.tsx';
import './complaint.css';

export function ComplaintDetailScreen() {
  const { t } = useWording();
  const [search] = useSearchParams();
  const problemId = positiveInt(search.get('problemId'));
  if (problemId === undefined) return <Redirect to={paths.complaintList.href()} />;
  return (
    <Page title={t('title.complaintDetail')}>
      <ComplaintDetailLoader problemId={problemId} />
    </Page>
  );
}

function ComplaintDetailLoader({ problemId }: { problemId: number }) {
  const detail = useComplaintDetail(problemId);
  if (detail.isPending) return <LoadingSkeleton lines={6} />;
  if (detail.isError)
    return <FailedState error={detail.error} onRetry={() => detail.refetch()} retrying={detail.isFetching} />;
  return <ComplaintDetailView detail={detail.data} />;
}

function ComplaintDetailView({ detail }: { detail: ComplaintDetail }) {
  const { t } = useWording();
  const queryClient = useQueryClient();
  const contentId = useId();
  const [scoreOpen, setScoreOpen] = useState(false);
  const scored = useRef(false);

  const replyRef = useRef<HTMLElement>(null);
  const replied = hasReply(detail);

  // The scoring modal opens 3 s after the agent asked for a score, counted from when the answer is on screen
  // (it leads the page, or is scrolled to): the borrower is asked to rate what they have read.
  useEffect(() => {
    const reply = replyRef.current;
    if (detail.isNeedScore === 0 || scored.current || !replied || !reply) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const seen = new IntersectionObserver((entries) => {
      if (timer !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
      timer = setTimeout(() => setScoreOpen(true), COMPLAINT_SCORE_MODAL_DELAY_MS);
      seen.disconnect();
    });
    seen.observe(reply);
    return () => {
      seen.disconnect();
      clearTimeout(timer);
    };
  }, [detail.isNeedScore, replied]);

  const onScore = async (score: number) => {
    if (scored.current) return true;
    const result = await scoreComplaint(detail.problemId, score);
    if (!result.ok) return false;
    scored.current = true;
    setScoreOpen(false);
    void queryClient.invalidateQueries({ queryKey: complaintDetailQuery(detail.problemId).queryKey });
    return true;
  };

  return (
    <div className="complaint">
      <dl className="complaint__facts">
        <div className="complaint__fact">
          <dt>{t('complaint.type')}</dt>
          <dd>{detail.type}</dd>
        </div>
        {detail.sonType !== '' && (
          <div className="complaint__fact">
            <dt>{t('complaint.subType')}</dt>
            <dd>{detail.sonType}</dd>
          </div>
        )}
        <div className="complaint__fact">
          <dt>{t('complaint.responseDue')}</dt>
          <dd>{detail.responseDueOn}</dd>
        </div>
      </dl>
      {/* The agent's answer first: it is what the borrower comes back for. Their own words and photos follow. */}
      {replied && (
        <section ref={replyRef} className="complaint__section complaint__reply">
          <h2 className="complaint__subheading">{t('complaint.custom')}</h2>
          {detail.disposeDetail !== '' && (
            <p className="complaint__content" dir="auto">
              {detail.disposeDetail}
            </p>
          )}
          {detail.disposeImages.length > 0 && (
            <PhotoGrid urls={detail.disposeImages} altFor={(n) => t('complaint.replyPhoto', { n })} />
          )}
        </section>
      )}
      <section className="complaint__section" aria-labelledby={contentId}>
        <h2 id={contentId} className="complaint__subheading">
          {t('complaint.content')}
        </h2>
        <p className="complaint__content" dir="auto">
          {detail.content}
        </p>
        <p className="complaint__counter">
          {t('complaint.counter', { count: characterCount(detail.content), max: COMPLAINT_TEXT_MAX })}
        </p>
      </section>
      {detail.images.length > 0 && (
        <section className="complaint__section">
          <h2 className="complaint__subheading">{t('complaint.submittedPhotos')}</h2>
          <PhotoGrid urls={detail.images} altFor={(n) => t('complaint.photo', { n })} />
        </section>
      )}
      <p className="complaint__due">
        <Link to={paths.grievance.href()}>{t('complaint.escalateLink')}</Link>
      </p>
      <ScoreModal visible={scoreOpen} onScore={onScore} onClose={() => setScoreOpen(false)} />
    </div>
  );
}
