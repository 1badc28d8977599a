-- The id a create sent with an Idempotency-Key gives its record, chosen when the key is claimed: a
-- retry after the first request died (a crash between the write's commit and storing the reply)
-- takes the abandoned claim over and finds the record the first try made instead of making another.
ALTER TABLE care_idempotency ADD COLUMN record_id text;
