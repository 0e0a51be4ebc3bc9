-- Per-block daily cap of one-time codes: the block (all digits of the phone but the last few) is kept
-- with each code so the cap is one indexed count, the same on every server sharing the database.
alter table one_time_codes add column phone_prefix text;
create index one_time_codes_prefix_idx on one_time_codes (purpose, phone_prefix, created_at desc);
