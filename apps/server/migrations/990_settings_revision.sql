-- Servers cache their reads of these operator-edited tables per revision (platform/settings-cache.ts).
CREATE TABLE settings_revision (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  version bigint NOT NULL
);
INSERT INTO settings_revision (singleton, version) VALUES (true, 0);

CREATE FUNCTION settings_revision_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE settings_revision SET version = version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE
  edited text;
BEGIN
  FOREACH edited IN ARRAY ARRAY['promotion_instances', 'vip_levels', 'prop_configs', 'site_settings', 'lobby_banners',
                                'lobby_notices', 'lobby_videos', 'customer_services'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump()', edited || '_settings_revision', edited);
  END LOOP;
END
$$;
