-- Event reactions (services/kit/src/reactions): which events each reaction has applied, written in
-- the same transaction as the reaction's own writes (exactly-once effects over at-least-once
-- delivery); the failures counted per event across redeliveries and restarts; and the events given
-- up after repeated failure, kept for a person to look at (spec 1 background_errors, per service).
CREATE TABLE care_processed_events (
  reaction text NOT NULL,
  event_id text NOT NULL,
  processed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reaction, event_id)
);

CREATE TABLE care_reaction_failures (
  reaction text NOT NULL,
  event_id text NOT NULL,
  attempts int NOT NULL,
  last_error text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reaction, event_id)
);

CREATE TABLE care_background_errors (
  id text PRIMARY KEY,
  reaction text NOT NULL,
  event_id text NOT NULL,
  subject text NOT NULL,
  business_id text NOT NULL,
  payload jsonb NOT NULL,
  error text NOT NULL,
  attempts int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX care_background_errors_created ON care_background_errors (created_at DESC);
