-- Content shared with patients by their calendar events (spec 2 §2.6 "shared by a calendar event
-- (sharedContentIds)"): one row per event, patient attendee and content id, kept by the reaction to
-- the scheduling service's calendar_events events (src/reactions/event-shares.ts) — never read from
-- its tables. Read by the patient visibility rule (src/domain/visibility.ts) in SQL.
CREATE TABLE "content_event_shares" (
  "businessId" TEXT NOT NULL,
  "eventId" TEXT NOT NULL,
  "enduserId" TEXT NOT NULL,
  "contentId" TEXT NOT NULL,
  PRIMARY KEY ("businessId", "eventId", "enduserId", "contentId")
);
CREATE INDEX "content_event_shares_enduser_idx" ON "content_event_shares" ("businessId", "enduserId");
