import type { OrderCard as OrderCardData } from '@loan/contract';
import { useId } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { OrderCard } from './order-card.tsx';

export interface OrderPickerProps {
  orders: readonly OrderCardData[];
  value: string | undefined;
  onChange: (orderNo: string) => void;
}

/** Every order of the borrower as a list of radio choices (the complaint home's 'All' picker). */
export function OrderPicker({ orders, value, onChange }: OrderPickerProps) {
  const { t } = useWording();
  const headingId = useId();
  if (orders.length === 0) return <p className="complaint__note">{t('complaint.noOrders')}</p>;
  return (
    <fieldset className="order-picker" aria-labelledby={headingId}>
      <legend id={headingId} className="complaint__subheading">
        {t('complaint.allOrders')}
      </legend>
      {orders.map((order) => (
        <label key={order.orderNo} className="order-picker__option">
          <input
            type="radio"
            name="complaint-order"
            value={order.orderNo}
            checked={order.orderNo === value}
            onChange={() => onChange(order.orderNo)}
          />
          <OrderCard order={order} />
        </label>
      ))}
    </fieldset>
  );
}
