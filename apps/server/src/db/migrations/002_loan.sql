-- Loan journey: an offer leads to at most one order, and an order is rated at most once.

-- Set when the borrower accepts the offer (loan-detail-push). The row lock taken on the offer serialises
-- simultaneous pushes; the unique constraint makes a second order for one offer impossible even without it.
-- A renewed offer (the lender's back office, not this app) clears it.
alter table offers add column order_id bigint unique references orders (id);

create table order_scores (
  order_id bigint primary key references orders (id),
  borrower_id bigint not null references borrowers (id),
  score smallint not null check (score between 1 and 5),
  created_at timestamptz not null default now()
);
