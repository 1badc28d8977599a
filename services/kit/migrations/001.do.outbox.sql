-- The transactional outbox (services/kit/src/outbox): events are inserted in the same transaction
-- as the change they describe and published afterwards by the relay.
CREATE TABLE care_outbox (
  id text PRIMARY KEY,
  subject text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz NULL,
  attempts int NOT NULL DEFAULT 0,
  -- a failed publish pushes the row back (exponential backoff) so one bad row cannot spin the relay
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text NULL
);

-- The relay only ever scans unpublished rows, oldest first (ids break ties within a transaction);
-- published ones wait for the cleanup.
CREATE INDEX care_outbox_unpublished ON care_outbox (created_at, id) WHERE published_at IS NULL;

-- Wake the relay on commit instead of polling tightly. Once per statement: a batch insert is one
-- notification, and PostgreSQL folds identical notifications of one transaction into one.
CREATE FUNCTION care_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('care_outbox', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER care_outbox_notify
  AFTER INSERT ON care_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION care_outbox_notify();
