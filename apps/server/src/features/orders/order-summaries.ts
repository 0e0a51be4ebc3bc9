import type { Queryable } from '../../db/database.ts';
import { toSafeInt } from '../../db/database.ts';

/** One of a borrower's orders as a list of them shows it (the complaint form's order cards). */
export interface OrderSummary {
  id: number;
  status: number;
  amount: number;
  collectionComplaints: boolean;
  /** `YYYY-MM-DD`: applied on, paid out on (null before), due on (null before payout). */
  createdOn: string;
  disbursedOn: string | null;
  dueOn: string | null;
  productName: string;
  productLogo: string;
}

type SummaryRow = {
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

/** Dates are formatted by the database (`to_char`), so no driver's time zone handling can shift them a day. */
const isoDay = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Every order of the borrower, newest first. */
export async function listBorrowerOrders(db: Queryable, borrowerId: number): Promise<OrderSummary[]> {
  const rows = await db.query<SummaryRow>(
    `select o.id, o.status, o.amount, o.collection_complaints, to_char(o.created_at, 'YYYY-MM-DD') as created_at,
            to_char(o.disbursed_on, 'YYYY-MM-DD') as disbursed_on, to_char(o.due_on, 'YYYY-MM-DD') as due_on,
            p.name as product_name, p.logo as product_logo
       from orders o join products p on p.id = o.product_id
      where o.borrower_id = $1 order by o.id desc`,
    [borrowerId],
  );
  return rows.map((row) => ({
    id: toSafeInt(row.id),
    status: toSafeInt(row.status),
    amount: toSafeInt(row.amount),
    collectionComplaints: toSafeInt(row.collection_complaints) === 1,
    createdOn: isoDay(row.created_at),
    disbursedOn: isoDay(row.disbursed_on) || null,
    dueOn: isoDay(row.due_on) || null,
    productName: row.product_name,
    productLogo: row.product_logo,
  }));
}
