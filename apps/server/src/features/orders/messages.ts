import { GLOSSARY, KNOWN_ORDER_STATUSES, ORDER_STATUS } from '@loan/contract';
import { defineMessages, type Message } from '../../http/wording.ts';

/**
 * The name of each order status, one wording wherever an order is shown (the loan detail's banner, the complaint's
 * order card), so a borrower never reads "Not approved" in one place and "Rejected" in another.
 */
export const ORDER = defineMessages('order', {
  status21: GLOSSARY.statusReviewing,
  status151: GLOSSARY.statusApproved,
  status110: GLOSSARY.statusRejected,
  status174: GLOSSARY.statusRepaying,
  status180: GLOSSARY.statusOverdue,
  status200: GLOSSARY.statusSettled,
  statusOther: GLOSSARY.statusOther,
});

const STATUS_NAMES: Record<number, Message> = {
  [ORDER_STATUS.reviewing]: ORDER.status21,
  [ORDER_STATUS.approved]: ORDER.status151,
  [ORDER_STATUS.rejected]: ORDER.status110,
  [ORDER_STATUS.repaying]: ORDER.status174,
  [ORDER_STATUS.overdue]: ORDER.status180,
  [ORDER_STATUS.settled]: ORDER.status200,
};

/** The status's name; any status outside ORDER_STATUS reads "In process". */
export function orderStatusName(status: number): Message {
  return (KNOWN_ORDER_STATUSES.includes(status) ? STATUS_NAMES[status] : undefined) ?? ORDER.statusOther;
}
