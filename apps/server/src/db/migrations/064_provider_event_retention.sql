-- A provider's raw event carries the payer's personal data (name, e-mail, phone, UPI address, bank account). It is
-- kept whole for RETENTION_PROVIDER_EVENT_DAYS (long enough for a chargeback or an audit of the payment to need it),
-- then its body and headers are emptied; the row stays as the record that the event came, how it was verified and
-- what applying it did. What the ledger derived from it (payment_notifications, repayments, payment_reversals,
-- provider_held_funds) holds no such data and is kept as the lender's financial records.
alter table provider_events add column body_redacted_at timestamptz;
create index provider_events_unredacted_idx on provider_events (received_at) where body_redacted_at is null;
