-- Set inside the transaction of a write sent with an Idempotency-Key (together with the reply a
-- generic call is about to answer): a retry that takes over the claim of a request whose process
-- died after that commit answers what it did instead of running it again
-- (services/kit/src/runtime/idempotency.ts).
ALTER TABLE care_idempotency ADD COLUMN committed_at timestamptz;
