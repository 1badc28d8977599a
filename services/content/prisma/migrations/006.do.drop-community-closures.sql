-- The Community page setting is read from the identity service's own call now
-- (src/domain/community-setting.ts) instead of a copy kept from its events: a copy only knew the
-- settings changed after the reaction first ran (a new durable starts with new events), so a portal
-- that had disabled Community before kept it open. The copy goes.
DROP TABLE IF EXISTS "community_closures";
