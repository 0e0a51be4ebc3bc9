import type { OrderCard as OrderCardData } from '@loan/contract';
import { Money } from '@/components/money.tsx';
import { env } from '@/config/env.ts';
import { useWording } from '@/i18n/use-wording.ts';

export interface OrderCardProps {
  order: OrderCardData;
}

/** Product logo, name, status, amount and the title/value rows of one order. */
export function OrderCard({ order }: OrderCardProps) {
  const { t, money } = useWording();
  return (
    <div className="order-card">
      <div className="order-card__head">
        <img
          className="order-card__logo"
          src={`${env.VITE_API_BASE}${order.productLogo}`}
          alt={t('complaint.productLogo', { name: order.productName })}
          width={40}
          height={40}
        />
        <div className="order-card__name">
          <span className="order-card__product">{order.productName}</span>
          <span className="order-card__amount">
            <Money>{money(order.amount)}</Money>
          </span>
        </div>
        <span className="order-card__status">{order.status}</span>
      </div>
      <dl className="order-card__rows">
        {order.list.map((row) => (
          <div key={row.title} className="order-card__row">
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
