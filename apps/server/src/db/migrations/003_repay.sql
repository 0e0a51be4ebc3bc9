-- Repayment: payment channels (reference data), voucher references, card repayments and the ledger of
-- what was paid. Orders change only through features/repay/settle.ts.

-- Where a borrower can pay: bank transfers and convenience stores, per market (mx: Spanish, $; in: English, ₹).
create table repay_channels (
  pay_code text primary key,
  market text not null check (market in ('mx', 'in')),
  kind text not null check (kind in ('bank', 'store')),
  name text not null,
  logo text not null,
  desc_es text not null,
  desc_en text not null,
  -- Stores scan a barcode of the reference; banks take the reference typed in.
  has_barcode smallint not null default 0,
  -- Who the money goes to, as the cashier or the bank app shows it.
  company_name text not null,
  -- [{ "title": ..., "content": [...] }] instruction sections, per language.
  instructions_es jsonb not null,
  instructions_en jsonb not null,
  -- Where to send a receipt or find a branch (optional).
  receipt_email text,
  visit_url text,
  position int not null,
  active smallint not null default 1
);

insert into repay_channels
  (pay_code, market, kind, name, logo, desc_es, desc_en, has_barcode, company_name, instructions_es, instructions_en,
   receipt_email, visit_url, position)
values
  ('SPEI', 'mx', 'bank', 'SPEI', '/media/repay/spei.svg',
   'Transferencia SPEI desde la app o banca en línea de tu banco',
   'SPEI transfer from your bank''s app or online banking',
   0, 'Lend H5 Servicios Financieros SA de CV',
   '[{"title":"Cómo pagar con SPEI","content":["Abre la app de tu banco y elige Transferir a otro banco (SPEI).","Usa la referencia de pago como cuenta CLABE de destino.","Escribe exactamente el monto a pagar y confirma la transferencia.","Tu pago se refleja en minutos; guarda el comprobante."]}]',
   '[{"title":"How to pay by SPEI","content":["Open your bank''s app and choose Transfer to another bank (SPEI).","Use the payment reference as the destination CLABE account.","Enter exactly the amount due and confirm the transfer.","Your payment shows within minutes; keep the receipt."]}]',
   'pagos@lend-h5.example', null, 1),
  ('OXXO', 'mx', 'store', 'OXXO', '/media/repay/oxxo.svg',
   'Paga en efectivo en cualquier tienda OXXO',
   'Pay cash at any OXXO store',
   1, 'Lend H5 Servicios Financieros SA de CV',
   '[{"title":"Cómo pagar en OXXO","content":["Acude a cualquier tienda OXXO y dile al cajero que quieres hacer un pago de OXXO Pay.","Muestra el código de barras o dicta la referencia de pago.","Paga en efectivo el monto exacto; OXXO cobra una comisión por operación.","Conserva el ticket: es tu comprobante de pago."]},{"title":"Importante","content":["La referencia vence en 72 horas; después genera una nueva.","El pago se refleja en tu préstamo en menos de 1 hora."]}]',
   '[{"title":"How to pay at OXXO","content":["Go to any OXXO store and tell the cashier you want to make an OXXO Pay payment.","Show the barcode or read out the payment reference.","Pay the exact amount in cash; OXXO charges a fee per payment.","Keep the ticket: it is your receipt."]},{"title":"Important","content":["The reference expires in 72 hours; then generate a new one.","The payment shows on your loan within 1 hour."]}]',
   'pagos@lend-h5.example', 'https://www.oxxo.com/', 2),
  ('7ELEVEN', 'mx', 'store', '7-Eleven', '/media/repay/seven-eleven.svg',
   'Paga en efectivo en tiendas 7-Eleven',
   'Pay cash at 7-Eleven stores',
   1, 'Lend H5 Servicios Financieros SA de CV',
   '[{"title":"Cómo pagar en 7-Eleven","content":["Pide en caja un pago de servicios a Lend H5.","Muestra el código de barras o dicta la referencia de pago.","Paga el monto exacto y conserva tu ticket."]}]',
   '[{"title":"How to pay at 7-Eleven","content":["Ask the cashier for a bill payment to Lend H5.","Show the barcode or read out the payment reference.","Pay the exact amount and keep your ticket."]}]',
   null, 'https://www.7-eleven.com.mx/', 3),
  ('NEFT', 'in', 'bank', 'NEFT / IMPS', '/media/repay/neft.svg',
   'Bank transfer by NEFT or IMPS from net banking',
   'Bank transfer by NEFT or IMPS from net banking',
   0, 'Lend H5 Financial Services Pvt Ltd',
   '[{"title":"Cómo pagar por NEFT / IMPS","content":["Agrega el beneficiario Lend H5 Financial Services con la referencia como número de cuenta.","Transfiere el monto exacto y guarda el comprobante."]}]',
   '[{"title":"How to pay by NEFT / IMPS","content":["Add the beneficiary Lend H5 Financial Services with the reference as the account number (IFSC LEND0000001).","Transfer the exact amount and keep the transaction receipt."]}]',
   'payments@lend-h5.example', null, 1),
  ('UPI', 'in', 'bank', 'UPI', '/media/repay/upi.svg',
   'Pay from any UPI app',
   'Pay from any UPI app',
   0, 'Lend H5 Financial Services Pvt Ltd',
   '[{"title":"Cómo pagar por UPI","content":["Abre tu app UPI y paga a lendh5@upi.","Escribe la referencia de pago en la nota."]}]',
   '[{"title":"How to pay by UPI","content":["Open your UPI app and pay to lendh5@upi.","Enter the payment reference in the remarks."]}]',
   null, null, 2),
  ('CASHPOINT', 'in', 'store', 'Cash at a retail point', '/media/repay/cashpoint.svg',
   'Pagar en efectivo en un punto minorista asociado',
   'Pay cash at a partner retail point',
   1, 'Lend H5 Financial Services Pvt Ltd',
   '[{"title":"Cómo pagar en efectivo","content":["Muestra el código de barras en un punto asociado.","Paga el monto exacto y conserva el recibo."]}]',
   '[{"title":"How to pay in cash","content":["Show the barcode at a partner retail point.","Pay the exact amount and keep the receipt."]}]',
   'payments@lend-h5.example', null, 3);

-- Banks a card may be bound from (old card repayment flow).
create table banks (
  code text primary key,
  name text not null,
  market text not null check (market in ('mx', 'in')),
  position int not null
);
insert into banks (code, name, market, position) values
  ('BBVA', 'BBVA México', 'mx', 1),
  ('BANORTE', 'Banorte', 'mx', 2),
  ('SANTANDER', 'Santander México', 'mx', 3),
  ('BANAMEX', 'Citibanamex', 'mx', 4),
  ('SBIN', 'State Bank of India', 'in', 1),
  ('HDFC', 'HDFC Bank', 'in', 2),
  ('ICIC', 'ICICI Bank', 'in', 3);

-- A voucher reference: what a store cashier scans or a bank transfer names. Stable per order, channel, purpose and
-- amount while it is live (unpaid, not retired); the partial unique index makes two simultaneous requests agree.
create table payment_references (
  id bigint generated by default as identity primary key,
  reference text not null unique,
  order_id bigint not null references orders (id),
  pay_code text not null references repay_channels (pay_code),
  -- 1: repay the loan, 2: pay the extension fee.
  request_type smallint not null check (request_type in (1, 2)),
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  paid_at timestamptz,
  -- Set when an expired reference is replaced by a new one.
  retired_at timestamptz
);
create unique index payment_references_live_idx on payment_references (order_id, pay_code, request_type, amount)
  where paid_at is null and retired_at is null;

-- Repay tokens handed out by repayment-way; a commit must present one for the same order.
create table repay_tokens (
  token text primary key,
  order_id bigint not null references orders (id),
  borrower_id bigint not null references borrowers (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Card repayments of the old flow. At most one pending per order: a repeated commit finds the slot taken.
create table card_repayments (
  id bigint generated by default as identity (start with 700001) primary key,
  order_id bigint not null references orders (id),
  borrower_id bigint not null references borrowers (id),
  bank_account_id bigint not null references bank_accounts (id),
  amount bigint not null check (amount > 0),
  repay_token text not null references repay_tokens (token),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'cancelled')),
  created_at timestamptz not null default now(),
  closed_at timestamptz
);
create unique index card_repayments_one_pending_idx on card_repayments (order_id) where status = 'pending';

-- What was paid towards an order's debt, from either path.
create table repayments (
  id bigint generated by default as identity primary key,
  order_id bigint not null references orders (id),
  amount bigint not null check (amount > 0),
  payment_reference_id bigint unique references payment_references (id),
  card_repayment_id bigint unique references card_repayments (id),
  created_at timestamptz not null default now(),
  check ((payment_reference_id is null) <> (card_repayment_id is null))
);
create index repayments_order_idx on repayments (order_id);

-- Extensions (deferrals): the fee paid and how the due date moved.
create table loan_extensions (
  id bigint generated by default as identity primary key,
  order_id bigint not null references orders (id),
  days int not null check (days > 0),
  fee bigint not null check (fee > 0),
  old_due_on date not null,
  new_due_on date not null,
  payment_reference_id bigint not null unique references payment_references (id),
  created_at timestamptz not null default now()
);
create index loan_extensions_order_idx on loan_extensions (order_id);
