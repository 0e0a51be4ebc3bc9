-- Transfers that need more than a reference. SPEI pays into a CLABE (18 digits with a check digit), so each SPEI
-- reference gets a CLABE of its own that names it; UPI pays a payee VPA, shown as a upi:// link and its QR code.

-- The bank (3 digits) and plaza (3 digits) of the CLABEs issued for a channel: STP, plaza 180, for SPEI.
alter table repay_channels add column clabe_prefix text check (clabe_prefix is null or clabe_prefix ~ '^[0-9]{6}$');
-- The payee VPA (virtual payment address) a UPI channel collects into.
alter table repay_channels add column upi_vpa text;

update repay_channels set clabe_prefix = '646180' where pay_code = 'SPEI';
update repay_channels set upi_vpa = 'lendh5@upi' where pay_code = 'UPI';

update repay_channels set
  instructions_es = '[{"title":"Cómo pagar con SPEI","content":["Abre la app de tu banco y elige Transferir a otro banco (SPEI).","Usa como cuenta de destino la CLABE de 18 dígitos que te mostramos (es solo para este pago).","Escribe la referencia de pago en el concepto y exactamente el monto a pagar.","Tu pago se refleja en minutos; guarda el comprobante."]}]',
  instructions_en = '[{"title":"How to pay by SPEI","content":["Open your bank''s app and choose Transfer to another bank (SPEI).","Use the 18-digit CLABE shown here as the destination account (it is for this payment only).","Enter the payment reference as the concept and exactly the amount due.","Your payment shows within minutes; keep the receipt."]}]'
where pay_code = 'SPEI';

update repay_channels set
  instructions_es = '[{"title":"Cómo pagar por UPI","content":["Toca Pagar con una app UPI, o escanea el código QR desde otro teléfono.","Revisa que el beneficiario sea lendh5@upi y el monto sea el que debes.","La referencia de pago ya va en la nota; confirma con tu PIN de UPI."]}]',
  instructions_en = '[{"title":"How to pay by UPI","content":["Tap Pay with a UPI app, or scan the QR code from another phone.","Check that the payee is lendh5@upi and the amount is what you owe.","The payment reference is already in the note; confirm with your UPI PIN."]}]'
where pay_code = 'UPI';

-- The CLABE issued with a SPEI reference; a transfer reported by its CLABE finds the reference through it.
alter table payment_references add column clabe text;
create unique index payment_references_clabe_key on payment_references (clabe) where clabe is not null;
