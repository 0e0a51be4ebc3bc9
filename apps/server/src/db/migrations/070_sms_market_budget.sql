-- Registration SMS are bounded per market (a daily budget that refuses numbers not yet sent to that day) and per
-- block of numbers (the number without its last digits, per hour). Each code keeps the market it was sent in and its
-- block, so both are one indexed count, the same on every server sharing the database.
alter table one_time_codes add column market text;
update one_time_codes set market = case
    when phone like '+52%' then 'MX'
    when phone like '+91%' then 'IN'
    when phone like '+86%' then 'CN'
  end
  where market is null;
update one_time_codes set phone_prefix = left(phone, length(phone) - 4)
  where phone_prefix is null and phone like '+%' and length(phone) > 8;
create index one_time_codes_market_idx on one_time_codes (purpose, market, created_at desc);

-- The proof-of-work answers of the landing's get-sms already spent: each solves one request. Kept until the challenge
-- would have expired anyway, then swept.
create table promotion_pow_spent (
  challenge text primary key,
  expires_at timestamptz not null
);
create index promotion_pow_spent_expires_idx on promotion_pow_spent (expires_at);
