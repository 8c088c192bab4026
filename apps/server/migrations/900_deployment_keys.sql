-- Several servers on one database (docs/decisions/077-several-servers.md): the fingerprint of
-- each key every server must share, recorded by the first server that starts with it. A server
-- holding another key refuses to start, naming both fingerprints. Only public facts are kept:
-- the fingerprint is a SHA-256 of the public key.
CREATE TABLE deployment_keys (
  name         text PRIMARY KEY,
  fingerprint  text NOT NULL,
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
