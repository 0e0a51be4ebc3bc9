import { useCallback, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { type ComplaintTabs, useComplaintPages } from '../api/problem-list.ts';
import { mergeComplaintPages } from '../list-pages.ts';
import { listPlace, rememberListTab, useListScroll } from '../list-place.ts';
import { ComplaintListMore, type ListMoreProps } from './complaint-list-more.tsx';
import './complaint.css';

export function ComplaintListScreen() {
  const { t } = useWording();
  const list = useComplaintPages();
  const { fetchNextPage, isFetchingNextPage } = list;
  const tabs = useMemo(() => (list.data ? mergeComplaintPages(list.data.pages) : undefined), [list.data]);
  const { key: entry } = useLocation();
  useListScroll(entry, tabs !== undefined);
  // One request at a time: a second call while a page is on its way is ignored, not a second request.
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage, isFetchingNextPage]);
  return (
    <Page title={t('title.complaintList')}>
      {tabs ? (
        <ComplaintTabsView
          tabs={tabs}
          entry={entry}
          more={{
            hasMore: list.hasNextPage,
            loading: isFetchingNextPage,
            failed: list.isFetchNextPageError,
            onLoadMore: loadMore,
          }}
        />
      ) : list.isError ? (
        <FailedState error={list.error} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : (
        <LoadingSkeleton lines={5} />
      )}
    </Page>
  );
}

/** Tabs as the server names them; complaint text is rendered as text, never as markup. */
function ComplaintTabsView({ tabs, entry, more }: { tabs: ComplaintTabs; entry: string; more: ListMoreProps }) {
  const { t } = useWording();
  const [active, setActiveTab] = useState(() => Math.min(listPlace(entry).tab, Math.max(tabs.length - 1, 0)));
  const setActive = (tab: number) => {
    setActiveTab(tab);
    rememberListTab(entry, tab);
  };
  const baseId = useId();
  const current = tabs[active];
  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    setActive(next);
    document.getElementById(`${baseId}-tab-${next}`)?.focus();
  };

  return (
    <div className="complaint-tabs">
      <div className="complaint-tabs__list" role="tablist">
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            id={`${baseId}-tab-${index}`}
            type="button"
            role="tab"
            className="complaint-tabs__tab"
            aria-selected={index === active}
            aria-controls={`${baseId}-panel`}
            tabIndex={index === active ? 0 : -1}
            onClick={() => setActive(index)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index + 1);
              if (event.key === 'ArrowLeft') move(index - 1);
            }}
          >
            {/* Loaded so far; "+" while older pages are still to come. */}
            {tab.title}{' '}
            <span className="complaint-tabs__count">
              ({tab.items.length}
              {more.hasMore ? '+' : ''})
            </span>
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`}>
        {!current || current.items.length === 0 ? (
          more.hasMore ? null : (
            <p className="complaint__note">{t('complaint.emptyTab')}</p>
          )
        ) : (
          <ul className="complaint-items">
            {current.items.map((item) => (
              <li key={item.id}>
                <Link className="complaint-items__item" to={paths.complaintDetail.href({ problemId: item.id })}>
                  <span className="complaint-items__top">
                    <span className="complaint-items__type">{item.type}</span>
                    <span className="complaint-items__time">{item.time}</span>
                  </span>
                  <span className="complaint-items__content" dir="auto">
                    {item.content}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {current && current.items.length === 0 && !more.hasMore ? null : <ComplaintListMore {...more} />}
      </div>
    </div>
  );
}
