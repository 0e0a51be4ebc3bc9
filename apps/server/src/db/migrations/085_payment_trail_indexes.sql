-- A repayment complaint's money trail (features/staff/payment-trail.ts) reads one order's references and the payment
-- notifications that name them or could be its payment; without these each complaint opened scanned both tables whole.
create index payment_references_order_idx on payment_references (order_id);
create index payment_notifications_reference_idx on payment_notifications (reference);
create index payment_notifications_payment_reference_idx on payment_notifications (payment_reference_id)
  where payment_reference_id is not null;
-- The unmatched that name no reference of ours, by what the trail looks for: currency, amount, then when paid.
create index payment_notifications_unknown_reference_idx on payment_notifications (currency, amount, paid_at)
  where unmatched_reason = 'unknown-reference';
