-- Identity verification (KYC): uploaded images and the submissions that use them. The images
-- themselves live on disk under KYC_DIR (default DATA_DIR/kyc) with random names; the
-- database knows which player each belongs to.

CREATE TABLE kyc_files (
  -- Random id given to the player for addKyc.
  id            text PRIMARY KEY,
  player_id     bigint NOT NULL REFERENCES players (id),
  kind          text NOT NULL CHECK (kind IN ('idPhoto', 'selfie')),
  -- Sniffed from the content: image/jpeg, image/png or image/webp.
  mime          text NOT NULL,
  size          integer NOT NULL CHECK (size > 0),
  sha256        text NOT NULL,
  -- Path relative to the KYC directory; random, unrelated to the id.
  storage_name  text NOT NULL CONSTRAINT kyc_files_storage_name UNIQUE,
  -- Set once a submission uses the file; a file is used at most once.
  submission_id bigint,
  created_at    timestamptz NOT NULL
);
CREATE INDEX kyc_files_player ON kyc_files (player_id, created_at);

CREATE TABLE kyc_submissions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id      bigint NOT NULL REFERENCES players (id),
  id_type        text NOT NULL,
  id_number      text NOT NULL,
  first_name     text NOT NULL,
  middle_name    text NOT NULL DEFAULT '',
  last_name      text NOT NULL,
  birth_date     date NOT NULL,
  photo_file_id  text NOT NULL REFERENCES kyc_files (id),
  selfie_file_id text NOT NULL REFERENCES kyc_files (id),
  status         text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  reason         text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL,
  reviewed_at    timestamptz,
  reviewed_by    text
);
-- At most one submission per player is waiting or approved, whatever the interleaving.
CREATE UNIQUE INDEX kyc_submissions_one_open ON kyc_submissions (player_id) WHERE status IN ('pending', 'approved');
CREATE INDEX kyc_submissions_player ON kyc_submissions (player_id, id DESC);
CREATE INDEX kyc_submissions_pending ON kyc_submissions (created_at) WHERE status = 'pending';
ALTER TABLE kyc_files ADD CONSTRAINT kyc_files_submission FOREIGN KEY (submission_id) REFERENCES kyc_submissions (id);
