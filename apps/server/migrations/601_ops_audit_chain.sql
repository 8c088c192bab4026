-- The audit log chained by hash (docs/decisions/064). Each row carries its place in the chain
-- (seq), the previous row's hash and its own: SHA-256 over the previous hash and the row's
-- content. A trigger fills them in at insert, so every writer (kyc, payments, mail, the console,
-- the command line) is chained without knowing it. Appends are serialised by locking the one
-- head row, so two concurrent actions cannot both follow the same row (the chain cannot fork).
-- `npm run ops -- audit verify` recomputes the chain and names the first row that does not fit.

ALTER TABLE ops_audit
  ADD COLUMN seq bigint,
  ADD COLUMN prev_hash text,
  ADD COLUMN hash text,
  -- The player an action concerns, for the console's filter: derived at insert, not hashed.
  ADD COLUMN player_id bigint;

CREATE TABLE ops_audit_head (
  one  boolean PRIMARY KEY DEFAULT true CHECK (one),
  seq  bigint NOT NULL,
  hash text NOT NULL
);

-- The hash of a row: its content as canonical jsonb text (jsonb orders keys and fixes spacing;
-- the time is written in UTC), after the previous row's hash.
CREATE FUNCTION ops_audit_row_hash(prev text, r ops_audit) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || E'\n' || jsonb_build_array(
    r.seq, r.id, r.operator, r.action, r.subject_kind, r.subject_id, r.before, r.after, r.detail,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text, 'UTF8')), 'hex')
$$;

CREATE FUNCTION ops_audit_id_of(value text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value ~ '^[0-9]{1,18}$' THEN value::bigint END
$$;

-- Which player a row concerns: a player subject, or a playerId in its detail, after or before.
CREATE FUNCTION ops_audit_player_of(r ops_audit) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    CASE WHEN r.subject_kind = 'player' THEN ops_audit_id_of(r.subject_id) END,
    ops_audit_id_of(r.detail ->> 'playerId'),
    ops_audit_id_of(r.after ->> 'playerId'),
    ops_audit_id_of(r.before ->> 'playerId'))
$$;

-- Rows written before the chain existed are chained now, in id order.
ALTER TABLE ops_audit DISABLE TRIGGER ops_audit_append_only;
DO $$
DECLARE
  r ops_audit;
  prev text := repeat('0', 64);
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM ops_audit ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.player_id := ops_audit_player_of(r);
    r.hash := ops_audit_row_hash(prev, r);
    UPDATE ops_audit SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash, player_id = r.player_id WHERE id = r.id;
    prev := r.hash;
  END LOOP;
  INSERT INTO ops_audit_head (seq, hash) VALUES (n, prev);
END
$$;
ALTER TABLE ops_audit ENABLE TRIGGER ops_audit_append_only;

ALTER TABLE ops_audit
  ALTER COLUMN seq SET NOT NULL,
  ALTER COLUMN prev_hash SET NOT NULL,
  ALTER COLUMN hash SET NOT NULL;
CREATE UNIQUE INDEX ops_audit_seq ON ops_audit (seq);
CREATE INDEX ops_audit_player ON ops_audit (player_id, id) WHERE player_id IS NOT NULL;
CREATE INDEX ops_audit_operator ON ops_audit (operator, id);
CREATE INDEX ops_audit_action ON ops_audit (action, id);

CREATE FUNCTION ops_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head ops_audit_head%ROWTYPE;
BEGIN
  -- Waits for a concurrent append to commit, then reads the head it left.
  SELECT * INTO head FROM ops_audit_head WHERE one FOR UPDATE;
  NEW.seq := head.seq + 1;
  NEW.prev_hash := head.hash;
  NEW.player_id := ops_audit_player_of(NEW);
  NEW.hash := ops_audit_row_hash(NEW.prev_hash, NEW);
  UPDATE ops_audit_head SET seq = NEW.seq, hash = NEW.hash WHERE one;
  RETURN NEW;
END
$$;
CREATE TRIGGER ops_audit_chain BEFORE INSERT ON ops_audit FOR EACH ROW EXECUTE FUNCTION ops_audit_chain();
