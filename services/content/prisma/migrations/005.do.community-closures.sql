-- Businesses whose portal disables its Community page (spec 2 §2.1, §6: "Community only for portals
-- that enable it"): one row per portal_customizations record of page 'Community' with disabled set,
-- kept by the reaction to the identity service's portal_customizations events
-- (src/reactions/community-page.ts) — never read from its tables. A patient of a business with a
-- row reaches no forum, post, comment or like (src/domain/community-closed.ts).
CREATE TABLE "community_closures" (
  "businessId" TEXT NOT NULL,
  "customizationId" TEXT NOT NULL,
  PRIMARY KEY ("businessId", "customizationId")
);
