-- A notification whose eventId was already recorded with another body (reference, amount, currency, time or channel):
-- not a retry but a conflict for a person to look at; kept here, listed with the unmatched payments. Its id comes from
-- the notifications' own sequence so the desk's list never shows two rows with one id.
create table payment_event_conflicts (
  id bigint primary key default nextval('payment_notifications_id_seq'),
  event_id text not null,
  reference text not null,
  amount bigint not null,
  currency text not null,
  paid_at timestamptz not null,
  channel text not null,
  received_at timestamptz not null default now()
);
create index payment_event_conflicts_received_idx on payment_event_conflicts (received_at, id);
