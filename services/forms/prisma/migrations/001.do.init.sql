-- Forms's first migration: the kit's own tables (outbox, reactions) are applied before it.
SELECT 1;
