import type { Option } from '@loan/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { paths } from '@/config/paths.ts';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { toast } from '@/platform/toast.ts';
import { useBrowserValue } from '@/platform/use-browser-value.ts';
import { type ComplaintInit, useComplaintInit } from '../api/problem-init.ts';
import { currentOrderNo, rememberOrderChoice } from '../complaint-storage.ts';
import { openedFromHome } from '../opened-from-home.ts';
import { positiveInt, typeAction } from '../rules.ts';
import { OrderCard } from './order-card.tsx';
import { OrderPicker } from './order-picker.tsx';
import { TypeList } from './type-list.tsx';
import './complaint.css';

/** The choice kept in this browser's storage never changes under the screen: read once, after hydration. */
const neverChanges = () => () => {};
const storedOrderId = () => positiveInt(currentOrderNo());

export function ComplaintHomeScreen() {
  const { t } = useWording();
  // The server knows only the launch's order; an order chosen earlier in this browser is applied once live, so the
  // first render is the server's.
  const orderId = useBrowserValue(neverChanges, storedOrderId, positiveInt(getLaunchContext().orderId));
  const init = useComplaintInit(orderId);

  return (
    <Page title={t('title.complaint')}>
      <div className="complaint">
        <Link className="complaint__my-link" to={paths.complaintList.href()}>
          {t('complaint.myComplaints')} <span aria-hidden="true">›</span>
        </Link>
        <Link className="complaint__my-link" to={paths.grievance.href()}>
          {t('grievance.link')} <span aria-hidden="true">›</span>
        </Link>
        {init.isPending ? (
          <LoadingSkeleton lines={5} />
        ) : init.isError ? (
          <FailedState error={init.error} onRetry={() => init.refetch()} retrying={init.isFetching} />
        ) : (
          <ComplaintHome init={init.data} />
        )}
      </div>
    </Page>
  );
}

function ComplaintHome({ init }: { init: ComplaintInit }) {
  const { t } = useWording();
  const navigate = useNavigate();
  const [orderNo, setOrderNo] = useState(init.orderDetail === '' ? undefined : init.orderDetail.orderNo);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [subTypesOpen, setSubTypesOpen] = useState(false);
  const selected = init.orderList.find((o) => o.orderNo === orderNo);

  const choose = (next: string) => {
    setOrderNo(next);
    rememberOrderChoice(next);
    setPickerOpen(false);
    setSubTypesOpen(false);
  };

  const openForm = (problemType: number, problemSonType?: number) => {
    // Also "no order": the form must not fall back to an order the home did not show.
    rememberOrderChoice(orderNo ?? '');
    navigate(paths.complaintForm.href({ problemType, problemSonType }), { state: openedFromHome });
  };

  const onType = (type: Option) => {
    const action = typeAction(type.value, selected);
    if (action === 'refuseCollection') toast.message(t('complaint.collectionUnsupported'));
    else if (action === 'showSubTypes') setSubTypesOpen((open) => !open);
    else openForm(type.value);
  };

  return (
    <>
      <section className="complaint__section" aria-label={t('complaint.selectedOrder')}>
        <div className="complaint__section-head">
          <h2 className="complaint__subheading">{t('complaint.selectedOrder')}</h2>
          <Button
            size="mini"
            color="primary"
            fill="outline"
            aria-expanded={pickerOpen}
            onClick={() => setPickerOpen((o) => !o)}
          >
            {t('complaint.all')}
          </Button>
        </div>
        {selected ? (
          <OrderCard order={selected} />
        ) : (
          <p className="complaint__note">{t('complaint.noOrderSelected')}</p>
        )}
        {pickerOpen && <OrderPicker orders={init.orderList} value={orderNo} onChange={choose} />}
      </section>
      <TypeList
        types={init.problemType}
        subTypes={init.problemSonType}
        subTypesOpen={subTypesOpen}
        onType={onType}
        onSubType={(subType) => openForm(1, subType.value)}
      />
    </>
  );
}
