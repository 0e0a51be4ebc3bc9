import { KNOWN_ORDER_STATUSES, type OrderCard } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';
import { type MessageKey, message } from '../../http/messages.ts';

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

function statusText(status: number, language: string | undefined): string {
  const key = `complaint.status.${status}` as MessageKey;
  return KNOWN_ORDER_STATUSES.includes(status) ? message(key, language) : message('complaint.statusOther', language);
}

function toCard(row: OrderRow, language: string | undefined): OrderCard {
  const dueOn = isoDay(row.due_on);
  const disbursedOn = isoDay(row.disbursed_on);
  const list = [
    { title: message('complaint.rowOrderNo', language), value: String(toSafeInt(row.id)) },
    disbursedOn
      ? { title: message('complaint.rowDisbursedOn', language), value: disbursedOn }
      : { title: message('complaint.rowAppliedOn', language), value: isoDay(row.created_at) },
    ...(dueOn ? [{ title: message('complaint.rowDueOn', language), value: dueOn }] : []),
  ];
  return {
    orderNo: String(toSafeInt(row.id)),
    productLogo: row.product_logo,
    productName: row.product_name,
    status: statusText(toSafeInt(row.status), language),
    isShow: toSafeInt(row.collection_complaints) === 1 ? 1 : 0,
    amount: toSafeInt(row.amount),
    list,
  };
}

/** Every order of the borrower, newest first, as complaint-home cards. */
export async function orderCardsOf(db: Queryable, borrowerId: number, language: string | undefined) {
  const rows = await db.query<OrderRow>(`${ORDER_SELECT} where o.borrower_id = $1 order by o.id desc`, [borrowerId]);
  return rows.map((row) => toCard(row, language));
}
