-- The accounts the lender's own channels collect into (SPEI: the bank and plaza of the CLABEs it issues; UPI: the
-- payee VPA; NEFT / IMPS: the IFSC of the collecting account) are the lender's to give: an admin sets them in the
-- console (features/staff/payment-accounts.ts, audited). `house_account` names the column a channel cannot work
-- without; while it is empty the channel answers "not configured yet" (503) instead of sending money nowhere.
alter table repay_channels add column house_account text
  check (house_account is null or house_account in ('clabe_prefix', 'upi_vpa', 'ifsc'));
update repay_channels set house_account = 'clabe_prefix' where pay_code = 'SPEI' or clabe_prefix is not null;
update repay_channels set house_account = 'upi_vpa' where pay_code = 'UPI' or upi_vpa is not null;
update repay_channels set house_account = 'ifsc' where pay_code = 'NEFT' or ifsc is not null;
alter table repay_channels add constraint repay_channels_upi_vpa_check
  check (upi_vpa is null or upi_vpa ~ '^[A-Za-z0-9._-]{2,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$');

-- 025 and 029 wrote example accounts (lendh5@upi, STP plaza 180, LEND0000001): where the demo seed has not run
-- (production) and nobody changed them, they are removed, so no borrower is ever told to pay into them. The demo seed
-- writes the same examples outside production.
update repay_channels set clabe_prefix = null
 where clabe_prefix = '646180' and not exists (select 1 from settings where key = 'demo_seeded');
update repay_channels set upi_vpa = null
 where upi_vpa = 'lendh5@upi' and not exists (select 1 from settings where key = 'demo_seeded');
update repay_channels set ifsc = null
 where ifsc = 'LEND0000001' and not exists (select 1 from settings where key = 'demo_seeded');

-- The instructions named the example accounts; they now point at what the screen shows, whatever the account is.
update repay_channels set
  instructions_en = replace(instructions_en::text, 'Check that the payee is lendh5@upi and', 'Check that the payee is the one shown here and')::jsonb,
  instructions_es = replace(instructions_es::text, 'Revisa que el beneficiario sea lendh5@upi y', 'Revisa que el beneficiario sea el que te mostramos y')::jsonb
 where pay_code = 'UPI';
update repay_channels set
  instructions_en = replace(instructions_en::text, 'as the account number (IFSC LEND0000001).', 'as the account number, at the IFSC shown here.')::jsonb
 where pay_code = 'NEFT';
