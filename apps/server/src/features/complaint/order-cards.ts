import type { OrderCard } from '@loan/contract';
import type { Queryable } from '../../db/database.ts';
import { word } from '../../http/wording.ts';
import type { Locale } from '../../plugins/locale.ts';
import { listBorrowerOrders, type OrderSummary, orderStatusName } from '../orders/index.ts';
import { COMPLAINT } from './messages.ts';

/** An order as the complaint form's card words it: its number, the day it was paid out (or applied for), its due day. */
function toCard(order: OrderSummary, locale: Locale): OrderCard {
  const list = [
    { title: word(locale, COMPLAINT.rowOrderNo), value: String(order.id) },
    order.disbursedOn
      ? { title: word(locale, COMPLAINT.rowDisbursedOn), value: order.disbursedOn }
      : { title: word(locale, COMPLAINT.rowAppliedOn), value: order.createdOn },
    ...(order.dueOn ? [{ title: word(locale, COMPLAINT.rowDueOn), value: order.dueOn }] : []),
  ];
  return {
    orderNo: String(order.id),
    productLogo: order.productLogo,
    productName: order.productName,
    status: word(locale, orderStatusName(order.status)),
    isShow: order.collectionComplaints ? 1 : 0,
    amount: order.amount,
    list,
  };
}

/** Every order of the borrower, newest first, as complaint-home cards. */
export async function orderCardsOf(db: Queryable, borrowerId: number, locale: Locale) {
  return (await listBorrowerOrders(db, borrowerId)).map((order) => toCard(order, locale));
}
