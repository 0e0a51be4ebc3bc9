import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { telHref } from '@/platform/bridge.ts';
import { type GrievanceDesk, useGrievanceDesk } from '../api/grievance-desk.ts';
import { mailHref, siteLabel } from '../rules.ts';
import './grievance.css';

/** `/grievance`: who answers a formal complaint, by when, and the regulator to go to when we do not. */
export function GrievanceScreen() {
  const { t } = useWording();
  const desk = useGrievanceDesk();

  return (
    <Page title={t('title.grievance')}>
      {desk.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : desk.isError ? (
        <FailedState error={desk.error} onRetry={() => desk.refetch()} retrying={desk.isFetching} />
      ) : (
        <Grievance desk={desk.data} />
      )}
    </Page>
  );
}

function Grievance({ desk: { contact, escalation } }: { desk: GrievanceDesk }) {
  const { t } = useWording();
  return (
    <div className="grievance">
      <p className="grievance__intro">{t('grievance.intro', { days: contact.responseDays })}</p>
      <section className="grievance__card" aria-labelledby="grievance-desk">
        <h2 id="grievance-desk" className="grievance__heading">
          {t('grievance.deskHeading')}
        </h2>
        <dl className="grievance__facts">
          <Fact label={t('grievance.contact')}>{contact.name}</Fact>
          <Fact label={t('grievance.phone')}>
            <a href={telHref(contact.phone)}>{contact.phone}</a>
          </Fact>
          <Fact label={t('grievance.email')}>
            <a href={mailHref(contact.email)}>{contact.email}</a>
          </Fact>
          <Fact label={t('grievance.hours')}>{contact.hours}</Fact>
          <Fact label={t('grievance.deadline')}>{t('grievance.days', { days: contact.responseDays })}</Fact>
        </dl>
        <Link className="grievance__action" to={paths.complaint.href()}>
          {t('grievance.fileInApp')} <span aria-hidden="true">›</span>
        </Link>
      </section>
      <section className="grievance__card" aria-labelledby="grievance-escalation">
        <h2 id="grievance-escalation" className="grievance__heading">
          {t('grievance.escalateHeading')}
        </h2>
        <p className="grievance__authority">{escalation.authority}</p>
        <p className="grievance__conditions">{escalation.conditions}</p>
        <dl className="grievance__facts">
          <Fact label={t('grievance.website')}>
            <a href={escalation.website} target="_blank" rel="noopener noreferrer">
              {siteLabel(escalation.website)}
            </a>
          </Fact>
          <Fact label={t('grievance.phone')}>
            <a href={telHref(escalation.phone)}>{escalation.phone}</a>
          </Fact>
          <Fact label={t('grievance.email')}>
            <a href={mailHref(escalation.email)}>{escalation.email}</a>
          </Fact>
        </dl>
      </section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grievance__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
