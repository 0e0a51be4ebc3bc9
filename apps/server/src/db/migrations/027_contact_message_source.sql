-- The site page a contact message was sent from (`/`, `/Contact`…, packages/contract/src/routes.ts SITE_PATHS): the
-- desk sees whether the visitor was reading the loan terms or the home page when they wrote.
alter table contact_messages add column source_page text not null default '/' check (length(source_page) between 1 and 32);
