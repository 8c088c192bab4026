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

CREATE TRIGGER promotion_instances_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotion_instances
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER vip_levels_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vip_levels
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER prop_configs_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prop_configs
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER site_settings_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER lobby_banners_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lobby_banners
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER lobby_notices_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lobby_notices
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER lobby_videos_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lobby_videos
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
CREATE TRIGGER customer_services_settings_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customer_services
  FOR EACH STATEMENT EXECUTE FUNCTION settings_revision_bump();
