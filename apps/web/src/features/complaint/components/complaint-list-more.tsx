import Button from 'antd-mobile/es/components/button';
import { useRef } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { useNearEnd } from '../use-near-end.ts';

export interface ListMoreProps {
  hasMore: boolean;
  loading: boolean;
  /** Loading the next page failed: the pages above stay, and only that page is asked for again. */
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * The list's end: loads the next page as the borrower scrolls near it (and shows that it is loading), offers a
 * button for keyboards, screen readers and webviews that cannot observe scrolling, a retry for a page that failed,
 * and says when there is nothing more.
 */
export function ComplaintListMore({ hasMore, loading, failed, onLoadMore }: ListMoreProps) {
  const { t } = useWording();
  const sentinel = useRef<HTMLDivElement>(null);
  useNearEnd(sentinel, hasMore && !loading && !failed, onLoadMore);

  return (
    <div className="complaint-more">
      <div ref={sentinel} className="complaint-more__sentinel" aria-hidden="true" />
      <div role="status" className="complaint-more__status">
        {loading ? t('complaint.loadingMore') : !hasMore ? t('complaint.listEnd') : ''}
      </div>
      {failed ? (
        <div className="complaint-more__failed" role="alert">
          <p className="complaint__note">{t('complaint.loadMoreFailed')}</p>
          <Button color="primary" fill="outline" size="small" onClick={onLoadMore}>
            {t('common.retry')}
          </Button>
        </div>
      ) : hasMore && !loading ? (
        <Button fill="outline" size="small" block onClick={onLoadMore}>
          {t('complaint.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
