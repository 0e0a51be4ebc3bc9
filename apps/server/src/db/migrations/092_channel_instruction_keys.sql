-- A payment channel's instructions are worded by the server's catalogue (features/repay/messages.ts,
-- CHANNEL_INSTRUCTIONS): the row's `instruction_keys` holds their shape, sections of a title and steps, each a key
-- ([{"title": key, "content": [key, ...]}]), not the prose. The prose columns stay, now optional, for a channel added
-- without keys, which reads its own instructions as before; a row has one or the other. Only rows still holding the
-- shipped instructions (as 003, 025 and 075 left them) take keys, so instructions an operator rewrote keep their words.
alter table repay_channels add column instruction_keys jsonb;
alter table repay_channels alter column instructions_es drop not null;
alter table repay_channels alter column instructions_en drop not null;

update repay_channels set
  instruction_keys = '[{"title": "neftTitle", "content": ["neftAddBeneficiary", "neftTransferExact"]}]',
  instructions_en = null, instructions_es = null
 where pay_code = 'NEFT'
   and instructions_en = '[{"title": "How to pay by NEFT / IMPS", "content": ["Add the beneficiary Lend H5 Financial Services with the reference as the account number, at the IFSC shown here.", "Transfer the exact amount and keep the transaction receipt."]}]'::jsonb
   and instructions_es = '[{"title": "Cómo pagar por NEFT / IMPS", "content": ["Agrega el beneficiario Lend H5 Financial Services con la referencia como número de cuenta.", "Transfiere el monto exacto y guarda el comprobante."]}]'::jsonb;

update repay_channels set
  instruction_keys = '[{"title": "speiTitle", "content": ["speiOpenBankApp", "speiUseClabe", "speiReferenceAsConcept", "speiShowsInMinutes"]}]',
  instructions_en = null, instructions_es = null
 where pay_code = 'SPEI'
   and instructions_en = '[{"title": "How to pay by SPEI", "content": ["Open your bank''s app and choose Transfer to another bank (SPEI).", "Use the 18-digit CLABE shown here as the destination account (it is for this payment only).", "Enter the payment reference as the concept and exactly the amount due.", "Your payment shows within minutes; keep the receipt."]}]'::jsonb
   and instructions_es = '[{"title": "Cómo pagar con SPEI", "content": ["Abre la app de tu banco y elige Transferir a otro banco (SPEI).", "Usa como cuenta de destino la CLABE de 18 dígitos que te mostramos (es solo para este pago).", "Escribe la referencia de pago en el concepto y exactamente el monto a pagar.", "Tu pago se refleja en minutos; guarda el comprobante."]}]'::jsonb;

update repay_channels set
  instruction_keys = '[{"title": "oxxoTitle", "content": ["oxxoAskCashier", "showBarcodeOrReference", "oxxoPayCash", "oxxoKeepTicket"]}, {"title": "oxxoImportantTitle", "content": ["oxxoReferenceExpires", "oxxoShowsWithinHour"]}]',
  instructions_en = null, instructions_es = null
 where pay_code = 'OXXO'
   and instructions_en = '[{"title": "How to pay at OXXO", "content": ["Go to any OXXO store and tell the cashier you want to make an OXXO Pay payment.", "Show the barcode or read out the payment reference.", "Pay the exact amount in cash; OXXO charges a fee per payment.", "Keep the ticket: it is your receipt."]}, {"title": "Important", "content": ["The reference expires in 72 hours; then generate a new one.", "The payment shows on your loan within 1 hour."]}]'::jsonb
   and instructions_es = '[{"title": "Cómo pagar en OXXO", "content": ["Acude a cualquier tienda OXXO y dile al cajero que quieres hacer un pago de OXXO Pay.", "Muestra el código de barras o dicta la referencia de pago.", "Paga en efectivo el monto exacto; OXXO cobra una comisión por operación.", "Conserva el ticket: es tu comprobante de pago."]}, {"title": "Importante", "content": ["La referencia vence en 72 horas; después genera una nueva.", "El pago se refleja en tu préstamo en menos de 1 hora."]}]'::jsonb;

update repay_channels set
  instruction_keys = '[{"title": "upiTitle", "content": ["upiTapOrScan", "upiCheckPayee", "upiReferenceInNote"]}]',
  instructions_en = null, instructions_es = null
 where pay_code = 'UPI'
   and instructions_en = '[{"title": "How to pay by UPI", "content": ["Tap Pay with a UPI app, or scan the QR code from another phone.", "Check that the payee is the one shown here and the amount is what you owe.", "The payment reference is already in the note; confirm with your UPI PIN."]}]'::jsonb
   and instructions_es = '[{"title": "Cómo pagar por UPI", "content": ["Toca Pagar con una app UPI, o escanea el código QR desde otro teléfono.", "Revisa que el beneficiario sea el que te mostramos y el monto sea el que debes.", "La referencia de pago ya va en la nota; confirma con tu PIN de UPI."]}]'::jsonb;

update repay_channels set
  instruction_keys = '[{"title": "sevenElevenTitle", "content": ["sevenElevenAskCashier", "showBarcodeOrReference", "sevenElevenPayExact"]}]',
  instructions_en = null, instructions_es = null
 where pay_code = '7ELEVEN'
   and instructions_en = '[{"title": "How to pay at 7-Eleven", "content": ["Ask the cashier for a bill payment to Lend H5.", "Show the barcode or read out the payment reference.", "Pay the exact amount and keep your ticket."]}]'::jsonb
   and instructions_es = '[{"title": "Cómo pagar en 7-Eleven", "content": ["Pide en caja un pago de servicios a Lend H5.", "Muestra el código de barras o dicta la referencia de pago.", "Paga el monto exacto y conserva tu ticket."]}]'::jsonb;

update repay_channels set
  instruction_keys = '[{"title": "cashpointTitle", "content": ["cashpointShowBarcode", "cashpointPayExact"]}]',
  instructions_en = null, instructions_es = null
 where pay_code = 'CASHPOINT'
   and instructions_en = '[{"title": "How to pay in cash", "content": ["Show the barcode at a partner retail point.", "Pay the exact amount and keep the receipt."]}]'::jsonb
   and instructions_es = '[{"title": "Cómo pagar en efectivo", "content": ["Muestra el código de barras en un punto asociado.", "Paga el monto exacto y conserva el recibo."]}]'::jsonb;

alter table repay_channels add constraint repay_channels_instructions_worded
  check (instruction_keys is not null or (instructions_es is not null and instructions_en is not null));
