-- Follow rewards (activity type 21; modules/promotions/types/follow-rewards,
-- docs/decisions/086-follow-weekend-lottery-festival.md).

-- The first time a player opened a channel of an instance through the app: the visit that lets
-- the channel's reward be claimed (a follow elsewhere cannot be proven). Later visits change nothing.
CREATE TABLE promotion_follow_visits (
  instance_id  integer NOT NULL REFERENCES promotion_instances (id),
  player_id    bigint NOT NULL REFERENCES players (id),
  channel_id   integer NOT NULL CHECK (channel_id > 0),
  visited_at   timestamptz NOT NULL,
  PRIMARY KEY (instance_id, player_id, channel_id)
);
