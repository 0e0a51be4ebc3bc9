-- What a provider has received so far of a bank transfer it holds until the whole amount arrives (Stripe's SPEI
-- funding: payment_intent.partially_funded). Nothing is paid until then; the borrower is shown what arrived and what
-- is left to send to the same CLABE.
alter table payment_references add column provider_received bigint;
alter table payment_references add constraint payment_references_provider_received_check
  check (provider_received is null or (provider_received > 0 and provider_received < amount));
