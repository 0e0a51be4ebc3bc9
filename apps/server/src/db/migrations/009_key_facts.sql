-- Key facts and cooling-off.

-- The version (hash of the offer's terms) of the key facts the borrower read and accepted the order against.
alter table orders add column key_facts_version text;

-- When the lender paid the loan out, to the second: the cooling-off period runs from here. Orders disbursed before
-- this column existed have only `disbursed_on`; their period runs from the start of that day (UTC).
alter table orders add column disbursed_at timestamptz;

-- When the borrower left the loan within its cooling-off period (the order is settled, 200, as cancelled).
alter table orders add column cooled_off_at timestamptz;

-- A third purpose of a payment reference: the cooling-off exit (1 repay, 2 extension fee, 3 cooling-off exit).
alter table payment_references drop constraint payment_references_request_type_check;
alter table payment_references add constraint payment_references_request_type_check check (request_type in (1, 2, 3));
