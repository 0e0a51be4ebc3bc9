-- One-time codes are now kept as an HMAC under the server's ONE_TIME_CODE_KEY (platform/at-rest.ts) and SMS texts
-- wait in the queue sealed under SMS_TEXT_KEY. Codes stored the old way (a salted SHA-256, which a copy of the database
-- brute-forces in a second) are expired, and texts queued in clear are given up: the borrower asks for a new code,
-- which is issued the new way. Codes live five minutes, so this touches only what is in flight at the upgrade.
update one_time_codes set expires_at = least(expires_at, now()) where used_at is null;
update sms_queue set state = 'failed', body = '', finished_at = now(),
       last_error = 'queued in clear before texts were sealed at rest; not sent'
 where state = 'queued';
