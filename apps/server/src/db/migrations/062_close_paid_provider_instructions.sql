-- A provider's instructions are void once their reference is paid another way (house notification, card), not only
-- when it is retired: the queue of instructions to close covers both.
drop index if exists payment_references_to_close_idx;
create index payment_references_to_close_idx on payment_references (coalesce(retired_at, paid_at))
  where provider_ref is not null and provider_closed_at is null and (retired_at is not null or paid_at is not null);
