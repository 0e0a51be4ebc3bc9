-- A bank card is kept as what the screens show (its bank and last 4 digits) and a token: an HMAC of the number under
-- the settings' CARD_TOKEN_KEY, which tells a card bound twice without the number being kept. The full number goes.
-- Cards bound before have no token (the key is not in the database): a card is then the same one when its bank and
-- last 4 digits are (the rule bind-card checks against them).
alter table bank_accounts add column card_last4 text;
alter table bank_accounts add column card_token text;
update bank_accounts set card_last4 = right(regexp_replace(card_no, '\D', '', 'g'), 4);
alter table bank_accounts alter column card_last4 set not null;
alter table bank_accounts add constraint bank_accounts_card_last4_digits check (card_last4 ~ '^[0-9]{0,4}$');
alter table bank_accounts drop column card_no;
