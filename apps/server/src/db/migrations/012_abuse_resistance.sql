-- Abuse resistance of the promotion landing and its SMS codes.

-- The drawing of a sid was made in the harder mode (its address or the whole service was sending many codes); a code
-- is only sent from such an address with a hard drawing.
alter table promotion_captchas add column hard boolean not null default false;

-- Tracking counts one visit per sid and one click per (sid, phone); rows from before this column have no sid.
alter table promotion_events add column sid text;
create unique index promotion_events_visit_once on promotion_events (sid) where kind = 'visit' and sid is not null;
create unique index promotion_events_click_once on promotion_events (sid, phone) where kind = 'click' and sid is not null;

-- A registration code sent beyond the day's global send budget: sent all the same (real users are never refused for
-- it), counted for the alert. The budget is counted per purpose over the last day.
alter table one_time_codes add column over_budget boolean not null default false;
create index one_time_codes_purpose_created_idx on one_time_codes (purpose, created_at desc);
