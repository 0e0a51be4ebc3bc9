-- Each promotion landing template serves one market (packages/contract/src/market.ts: MX, IN, or CN for the
-- Chinese landing) and opens in a default wording set (es, en, zh) unless the URL's `language=1|2`
-- overrides it. The market decides the phone rule, the currency sign and the SMS text. Templates made before this
-- migration were Mexico's. Values are checked by the server's schema when a template is read (the market table is
-- the one place that lists markets).
alter table landing_templates add column market text not null default 'MX';
alter table landing_templates add column wording text not null default 'es';
-- The template's content in other wording sets (`{"en": {...}}`), shown when `language=1|2` asks for one: a landing
-- is never half in the template's words and half in the set's.
alter table landing_templates add column translations jsonb not null default '{}'::jsonb;
