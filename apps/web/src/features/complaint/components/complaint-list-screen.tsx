import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { type ComplaintTabs, useComplaintTabs } from '../api/problem-list.ts';
import './complaint.css';

export function ComplaintListScreen() {
  const { t } = useWording();
  const tabs = useComplaintTabs();
  return (
    <Page title={t('titleComplaintList')}>
      {tabs.isPending ? (
        <LoadingSkeleton lines={5} />
      ) : tabs.isError ? (
        <FailedState error={tabs.error} onRetry={() => tabs.refetch()} retrying={tabs.isFetching} />
      ) : (
        <ComplaintTabsView tabs={tabs.data} />
      )}
    </Page>
  );
}

/** Tabs as the server names them; complaint text is rendered as text, never as markup. */
function ComplaintTabsView({ tabs }: { tabs: ComplaintTabs }) {
  const { t } = useWording();
  const [active, setActive] = useState(0);
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
            {tab.title} <span className="complaint-tabs__count">({tab.items.length})</span>
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${active}`}>
        {!current || current.items.length === 0 ? (
          <p className="complaint__note">{t('complaint.emptyTab')}</p>
        ) : (
          <ul className="complaint-items">
            {current.items.map((item) => (
              <li key={item.id}>
                <Link className="complaint-items__item" to={paths.complaintDetail.href({ problemId: item.id })}>
                  <span className="complaint-items__top">
                    <span className="complaint-items__type">{item.type}</span>
                    <span className="complaint-items__time">{item.time}</span>
                  </span>
                  <span className="complaint-items__content">{item.content}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
