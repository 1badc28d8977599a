-- Idempotent writes (services/kit/src/runtime/idempotency.ts): the first answer to a write sent
-- with an Idempotency-Key, kept 24 hours per caller, operation and key, so that a retried write
-- answers the same and changes nothing. `reply` is null while the first request is still running.
CREATE TABLE care_idempotency (
  scope text PRIMARY KEY,
  request_hash text NOT NULL,
  reply jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX care_idempotency_created_at ON care_idempotency (created_at);
