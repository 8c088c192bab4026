-- Identity data is kept while it may be needed and then removed (SPEC §9, docs/decisions/069):
-- KYC_RETENTION_DAYS after the player's last visit the images and their rows are deleted and the
-- submission's identity details blanked; its status, dates and reviewer stay for the record.
ALTER TABLE kyc_submissions ALTER COLUMN birth_date DROP NOT NULL;
ALTER TABLE kyc_submissions ALTER COLUMN photo_file_id DROP NOT NULL;
ALTER TABLE kyc_submissions ALTER COLUMN selfie_file_id DROP NOT NULL;
-- When the details were removed; NULL while they are held.
ALTER TABLE kyc_submissions ADD COLUMN redacted_at timestamptz;
-- The retention job walks the players who still have identity data, by player id.
CREATE INDEX kyc_submissions_held ON kyc_submissions (player_id) WHERE redacted_at IS NULL;
