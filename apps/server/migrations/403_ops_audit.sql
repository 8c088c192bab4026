-- What operators did (approve or reject a withdrawal or a KYC submission, read a KYC file):
-- who, what, when, and the state before and after. Append-only.

CREATE TABLE ops_audit (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator     text NOT NULL,
  action       text NOT NULL,
  subject_kind text NOT NULL,
  subject_id   text NOT NULL,
  before       jsonb,
  after        jsonb,
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb,
  at           timestamptz NOT NULL
);
CREATE INDEX ops_audit_subject ON ops_audit (subject_kind, subject_id, id);

CREATE FUNCTION ops_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only' USING ERRCODE = 'restrict_violation';
END
$$;
CREATE TRIGGER ops_audit_append_only BEFORE UPDATE OR DELETE ON ops_audit
  FOR EACH ROW EXECUTE FUNCTION ops_audit_append_only();
