-- SMS leave through the carrier adapter their market names (MSG91 for India, Twilio for Mexico, the generic gateway),
-- chosen when the message is queued. The provider's message id is kept once it takes a message, and its delivery
-- receipt moves the message on: queued -> sent -> delivered | undelivered (with the provider's error code). `failed`
-- stays what it was: no provider took the message after every retry.
alter table sms_queue add column market text;
update sms_queue set market = case
    when recipient like '+52%' then 'MX'
    when recipient like '+91%' then 'IN'
    when recipient like '+86%' then 'CN'
    else 'MX' end;
alter table sms_queue alter column market set not null;
alter table sms_queue add column provider text not null default 'gateway'
  check (provider in ('msg91', 'twilio', 'gateway'));
alter table sms_queue alter column provider drop default;
-- The values a registered template is filled with (MSG91): sealed under SMS_TEXT_KEY like the text, and blanked with it.
alter table sms_queue add column variables text not null default '';
alter table sms_queue add column provider_message_id text;
-- The provider's error code from a receipt ('30003', MSG91's status and reason); last_error keeps our side's.
alter table sms_queue add column provider_error text not null default '';
alter table sms_queue add column receipt_at timestamptz;

alter table sms_queue drop constraint sms_queue_state_check;
alter table sms_queue add constraint sms_queue_state_check
  check (state in ('queued', 'sent', 'delivered', 'undelivered', 'failed'));
-- Nothing holding a code outlives the provider's acceptance.
alter table sms_queue drop constraint sms_queue_check1;
alter table sms_queue add constraint sms_queue_no_code_after_queue
  check (state = 'queued' or (body = '' and variables = ''));
-- Messages the gateway took before ids were kept are known to it by our reference, which was the row's id.
update sms_queue set provider_message_id = id::text where state = 'sent';
alter table sms_queue add constraint sms_queue_sent_has_provider_id
  check (state not in ('sent', 'delivered', 'undelivered') or provider_message_id is not null);

create unique index sms_queue_provider_message_idx on sms_queue (provider, provider_message_id)
  where provider_message_id is not null;
create index sms_queue_undelivered_idx on sms_queue (receipt_at desc, id) where state = 'undelivered';
