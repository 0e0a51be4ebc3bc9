-- A complaint type's title is worded by the server's catalogue (features/complaint/messages.ts, COMPLAINT_TYPE_TITLE)
-- under the row's `title_key`: the row holds the key, not the prose. The prose columns stay, now optional, for a type
-- added without a key, which reads its own titles as before; a row has one or the other. Only rows still holding the
-- demo's own titles take a key, so a type an operator worded differently keeps its words.
alter table complaint_types add column title_key text;
alter table complaint_types alter column title_en drop not null;
alter table complaint_types alter column title_es drop not null;

update complaint_types set title_key = 'collection', title_en = null, title_es = null
 where id = 1 and title_en = 'Collection' and title_es = 'Cobranza';
update complaint_types set title_key = 'repayment', title_en = null, title_es = null
 where id = 2 and title_en = 'Repayment' and title_es = 'Pago';
update complaint_types set title_key = 'loanApplication', title_en = null, title_es = null
 where id = 3 and title_en = 'Loan application' and title_es = 'Solicitud de préstamo';
update complaint_types set title_key = 'other', title_en = null, title_es = null
 where id = 4 and title_en = 'Other' and title_es = 'Otro';
update complaint_types set title_key = 'rudeLanguage', title_en = null, title_es = null
 where id = 101 and title_en = 'Rude or threatening language' and title_es = 'Lenguaje grosero o amenazante';
update complaint_types set title_key = 'contactingFamily', title_en = null, title_es = null
 where id = 102 and title_en = 'Contacting my family or friends' and title_es = 'Contacto a mis familiares o amigos';
update complaint_types set title_key = 'unreasonableHours', title_en = null, title_es = null
 where id = 103 and title_en = 'Calls at unreasonable hours' and title_es = 'Llamadas en horarios inadecuados';

alter table complaint_types add constraint complaint_types_title_worded
  check (title_key is not null or (title_en is not null and title_es is not null));
