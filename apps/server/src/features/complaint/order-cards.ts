import type { OrderCard } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { word } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';
import { orderStatusName } from '../orders/index.ts';
import { COMPLAINT } from './messages.ts';

type OrderRow = {
  id: unknown;
  status: unknown;
  amount: unknown;
  collection_complaints: unknown;
  created_at: unknown;
  due_on: unknown;
  disbursed_on: unknown;
  product_name: string;
  product_logo: string;
};

const ORDER_SELECT = `
  select o.id, o.status, o.amount, o.collection_complaints, to_char(o.created_at, 'YYYY-MM-DD') as created_at,
         to_char(o.disbursed_on, 'YYYY-MM-DD') as disbursed_on, to_char(o.due_on, 'YYYY-MM-DD') as due_on,
         p.name as product_name, p.logo as product_logo
    from orders o join products p on p.id = o.product_id`;

/** Dates are formatted by the database (`to_char`), so no driver's time zone handling can shift them a day. */
const isoDay = (value: unknown): string => (typeof value === 'string' ? value : '');

function toCard(row: OrderRow, locale: Locale): OrderCard {
  const dueOn = isoDay(row.due_on);
  const disbursedOn = isoDay(row.disbursed_on);
  const list = [
    { title: word(locale, COMPLAINT.rowOrderNo), value: String(toSafeInt(row.id)) },
    disbursedOn
      ? { title: word(locale, COMPLAINT.rowDisbursedOn), value: disbursedOn }
      : { title: word(locale, COMPLAINT.rowAppliedOn), value: isoDay(row.created_at) },
    ...(dueOn ? [{ title: word(locale, COMPLAINT.rowDueOn), value: dueOn }] : []),
  ];
  return {
    orderNo: String(toSafeInt(row.id)),
    productLogo: row.product_logo,
    productName: row.product_name,
    status: word(locale, orderStatusName(toSafeInt(row.status))),
    isShow: toSafeInt(row.collection_complaints) === 1 ? 1 : 0,
    amount: toSafeInt(row.amount),
    list,
  };
}

/** Every order of the borrower, newest first, as complaint-home cards. */
export async function orderCardsOf(db: Queryable, borrowerId: number, locale: Locale) {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} where o.borrower_id = $1 order by o.id desc`, [borrowerId]);
  return rows.map((row) => toCard(row, locale));
}
