-- A payment channel's description is worded by the server's catalogue (features/repay/messages.ts, CHANNEL_DESC)
-- under the row's `desc_key`: the row holds the key, not the prose. The prose columns stay, now optional, for a
-- channel added without a key, which reads its own texts as before; a row has one or the other.
alter table repay_channels add column desc_key text;
alter table repay_channels alter column desc_es drop not null;
alter table repay_channels alter column desc_en drop not null;

update repay_channels set desc_key = 'spei', desc_es = null, desc_en = null where pay_code = 'SPEI';
update repay_channels set desc_key = 'oxxo', desc_es = null, desc_en = null where pay_code = 'OXXO';
update repay_channels set desc_key = 'sevenEleven', desc_es = null, desc_en = null where pay_code = '7ELEVEN';
update repay_channels set desc_key = 'neft', desc_es = null, desc_en = null where pay_code = 'NEFT';
update repay_channels set desc_key = 'upi', desc_es = null, desc_en = null where pay_code = 'UPI';
update repay_channels set desc_key = 'cashpoint', desc_es = null, desc_en = null where pay_code = 'CASHPOINT';

alter table repay_channels add constraint repay_channels_desc_worded
  check (desc_key is not null or (desc_es is not null and desc_en is not null));
