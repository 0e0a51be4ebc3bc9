-- Borrower rights: complaint channels and answer deadlines, receipts and settlement
-- certificates.

-- How a complaint reached us (the in-app form, or an agent recording a call or an e-mail) and by when it must be
-- answered (GRIEVANCE_RESPONSE_DAYS after filing; the server writes it on every insert).
alter table complaints add column channel text not null default 'app' check (channel in ('app', 'phone', 'email'));
alter table complaints add column response_due_at timestamptz;
-- Complaints filed before this migration: filed + 30 days (GRIEVANCE_RESPONSE_DAYS at the time of writing).
update complaints set response_due_at = created_at + interval '30 days' where response_due_at is null;
alter table complaints alter column response_due_at set not null;
-- The staff queue: open complaints, closest deadline first.
create index complaints_open_due_idx on complaints (response_due_at, id) where state = 'open';

-- What the borrower still owed right after each payment, recorded by settle.ts when the payment is applied (a
-- receipt shows it). Payments recorded before this migration have none: it depended on the day they were made.
alter table repayments add column balance_after bigint check (balance_after >= 0);
alter table loan_extensions add column balance_after bigint check (balance_after >= 0);

-- When an order was fully repaid (status 200), for its settlement certificate.
alter table orders add column settled_at timestamptz;
update orders o set settled_at = (select max(r.created_at) from repayments r where r.order_id = o.id)
 where o.status = 200 and o.settled_at is null;
