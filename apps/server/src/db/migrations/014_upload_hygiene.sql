-- Uploads: a daily quota per borrower and a sweep of the uploads no complaint uses.

-- The quota counts a borrower's uploads of the last 24 hours.
create index uploads_borrower_created_idx on uploads (borrower_id, created_at);
drop index uploads_borrower_idx;
-- The sweep walks uploads oldest first and asks whether any complaint (or agent's reply) uses each one.
create index uploads_created_idx on uploads (created_at);
create index complaint_images_storage_key_idx on complaint_images (storage_key);
-- Orphaned bytes (their upload row gone) are found by age in database storage.
create index stored_objects_created_idx on stored_objects (created_at);
