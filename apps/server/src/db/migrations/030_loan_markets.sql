-- A loan's market is a fact of the loan. A borrower belongs to one market, a product is offered in one, and an order
-- stores its market, its currency and every figure fixed when it was signed, so no screen ever recomputes them from
-- the language a page happens to be read in. Markets are spelled one way everywhere: their upper-case id.

-- The markets the lender lends in (packages/contract/src/market.ts defines each; this table lets rows refer to them).
-- Adding a market is its definition, its content and a migration inserting its row.
create table markets (
  id text primary key check (id ~ '^[A-Z]{2}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$')
);
insert into markets (id, currency) values ('MX', 'MXN'), ('IN', 'INR');

-- Repay channels and banks spelled their market in lower case; every other table in upper case.
alter table repay_channels drop constraint repay_channels_market_check;
update repay_channels set market = upper(market);
alter table repay_channels add constraint repay_channels_market_fkey foreign key (market) references markets (id);
alter table banks drop constraint banks_market_check;
update banks set market = upper(market);
alter table banks add constraint banks_market_fkey foreign key (market) references markets (id);
alter table staff_agents drop constraint staff_agents_market_check;
alter table staff_agents add constraint staff_agents_market_fkey foreign key (market) references markets (id);
alter table complaints drop constraint complaints_market_check;
alter table complaints add constraint complaints_market_fkey foreign key (market) references markets (id);

-- A borrower's market. Borrowers made before had none recorded; the bank their account is at says where they live
-- (every bank belongs to one market), and Mexico, where the lender started, is the rest.
alter table borrowers add column market text references markets (id);
update borrowers b set market = coalesce(
  (select k.market from bank_accounts a join banks k on k.code = a.bank_code
    where a.borrower_id = b.id order by a.id limit 1),
  'MX');
alter table borrowers alter column market set not null;

-- Products so far were all offered in Mexico.
alter table products add column market text not null default 'MX' references markets (id);
alter table products alter column market drop default;

-- An order's market and currency, and the figures its borrower signed: the tax (rate and the charges it was on),
-- what reached the account, the day the contract was signed on the market's calendar and the annual cost stated.
alter table orders
  add column market text references markets (id),
  add column currency text,
  add column tax_rate_pct int check (tax_rate_pct between 0 and 100),
  add column tax_base bigint check (tax_base >= 0),
  add column received bigint,
  add column signed_on date,
  add column annual_cost_kind text check (annual_cost_kind in ('APR', 'CAT')),
  add column annual_cost_pct numeric(9, 2);

-- Orders made before recorded no tax rule: their borrower's market's rule (Mexico IVA 16% of interest and
-- commission, India GST 18% of the commission) is the one their screens stated, so it is written down here once.
update orders o set market = b.market from borrowers b where b.id = o.borrower_id;
update orders o set currency = m.currency from markets m where m.id = o.market;
update orders set
  tax_rate_pct = case market when 'IN' then 18 else 16 end,
  tax_base = case market when 'IN' then commission else interest + commission end;
update orders set iva = (tax_base * tax_rate_pct * 2 + 100) / 200;
update orders set
  received = amount - commission - iva,
  signed_on = (created_at at time zone case market when 'IN' then 'Asia/Kolkata' else 'America/Mexico_City' end)::date;
-- Their annual cost was never stored: it stays null and is worked out from these stored figures when read.

alter table orders
  alter column market set not null,
  alter column currency set not null,
  alter column tax_rate_pct set not null,
  alter column tax_base set not null,
  alter column received set not null,
  alter column signed_on set not null,
  add constraint orders_received_check check (received = amount - commission - iva);
create index orders_market_idx on orders (market);
