-- DropTable
DROP TABLE "scheduling_items";

-- CreateTable
CREATE TABLE "calendar_events" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "displayTitle" TEXT,
    "startTimeInMS" DOUBLE PRECISION NOT NULL,
    "durationInMinutes" DOUBLE PRECISION NOT NULL,
    "locationId" TEXT,
    "locationIds" TEXT[],
    "type" TEXT,
    "description" TEXT,
    "displayDescription" TEXT,
    "instructions" TEXT,
    "reason" TEXT,
    "cancelReason" TEXT,
    "agreedToTerms" JSONB,
    "meetingId" TEXT,
    "meetingStatus" TEXT,
    "bookingPageId" TEXT,
    "attachments" JSONB,
    "cancelledAt" TIMESTAMP(3),
    "rescheduledAt" TIMESTAMP(3),
    "noShowedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "rescheduledTo" TEXT,
    "chatRoomId" TEXT,
    "carePlanId" TEXT,
    "carePlanNote" TEXT,
    "attendees" JSONB,
    "enduserIds" TEXT[],
    "userIds" TEXT[],
    "reminders" JSONB,
    "nextReminderInMS" DOUBLE PRECISION,
    "templateId" TEXT,
    "publicRead" BOOLEAN,
    "wasSelfScheduled" BOOLEAN,
    "enableVideoCall" BOOLEAN,
    "fields" JSONB,
    "numRSVPs" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "image" TEXT,
    "sharedContentIds" TEXT[],
    "enduserFormResponses" JSONB,
    "enduserTasks" JSONB,
    "color" TEXT,
    "location" TEXT,
    "locationURL" TEXT,
    "locationNotes" TEXT,
    "phone" TEXT,
    "portalSettings" JSONB,
    "externalId" TEXT,
    "source" TEXT,
    "videoIntegration" TEXT,
    "videoURL" TEXT,
    "timezone" TEXT,
    "copiedFrom" TEXT,
    "internalNotes" TEXT,
    "hiddenFromPortal" BOOLEAN,
    "tags" TEXT[],
    "previousStartTimes" DOUBLE PRECISION[],

    CONSTRAINT "calendar_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_event_templates" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "displayTitle" TEXT,
    "durationInMinutes" DOUBLE PRECISION NOT NULL,
    "portalSettings" JSONB,
    "productIds" TEXT[],
    "type" TEXT,
    "description" TEXT,
    "displayDescription" TEXT,
    "instructions" TEXT,
    "reminders" JSONB,
    "publicRead" BOOLEAN,
    "enableVideoCall" BOOLEAN,
    "enableSelfScheduling" BOOLEAN,
    "restrictedByState" BOOLEAN,
    "image" TEXT,
    "confirmationEmailDisabled" BOOLEAN,
    "confirmationSMSDisabled" BOOLEAN,
    "carePlanForms" TEXT[],
    "carePlanContent" TEXT[],
    "carePlanFiles" TEXT[],
    "carePlanTasks" TEXT[],
    "videoIntegration" TEXT,
    "color" TEXT,
    "bufferStartMinutes" DOUBLE PRECISION,
    "bufferEndMinutes" DOUBLE PRECISION,
    "tags" TEXT[],
    "apiOnly" BOOLEAN,

    CONSTRAINT "calendar_event_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_event_RSVPs" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "eventId" TEXT NOT NULL,
    "displayName" TEXT,
    "avatar" TEXT,
    "status" TEXT,
    "creatorType" TEXT,

    CONSTRAINT "calendar_event_RSVPs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointment_booking_pages" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "calendarEventTemplateIds" TEXT[],
    "locationIds" TEXT[],
    "terms" JSONB,
    "startDate" TIMESTAMP(3),
    "endDate" TIMESTAMP(3),
    "primaryColor" TEXT,
    "secondaryColor" TEXT,
    "backgroundColor" TEXT,
    "fontFamily" TEXT,
    "topLogo" TEXT,
    "intakeTitle" TEXT,
    "intakeDescription" TEXT,
    "thankYouTitle" TEXT,
    "thankYouDescription" TEXT,
    "thankYouHeaderImageURL" TEXT,
    "thankYouMainImageURL" TEXT,
    "thankYouRedirectURL" TEXT,
    "ga4measurementId" TEXT,
    "hiddenFromPortal" BOOLEAN,
    "hoursBeforeBookingAllowed" DOUBLE PRECISION,
    "limitedToCareTeam" BOOLEAN,
    "limitedByState" BOOLEAN,
    "requireLocationSelection" BOOLEAN,
    "appointmentSlotsMaxHeight" JSONB,

    CONSTRAINT "appointment_booking_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "appointment_locations" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "address" TEXT,
    "city" TEXT,
    "zipCode" TEXT,
    "state" TEXT,
    "phone" TEXT,
    "timezone" TEXT,
    "instructions" TEXT,
    "tags" TEXT[],

    CONSTRAINT "appointment_locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability_blocks" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "index" DOUBLE PRECISION NOT NULL,
    "dayOfWeekStartingSundayIndexedByZero" DOUBLE PRECISION NOT NULL,
    "startTimeInMinutes" DOUBLE PRECISION NOT NULL,
    "endTimeInMinutes" DOUBLE PRECISION NOT NULL,
    "active" BOOLEAN,

    CONSTRAINT "availability_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "calendar_events_businessId_startTimeInMS_idx" ON "calendar_events"("businessId", "startTimeInMS");

-- CreateIndex
CREATE INDEX "calendar_events_enduserIds_idx" ON "calendar_events" USING GIN ("enduserIds" array_ops);

-- CreateIndex
CREATE INDEX "calendar_events_userIds_idx" ON "calendar_events" USING GIN ("userIds" array_ops);

-- CreateIndex
CREATE UNIQUE INDEX "calendar_event_templates_businessId_title_key" ON "calendar_event_templates"("businessId", "title");

-- CreateIndex
CREATE INDEX "calendar_event_RSVPs_businessId_eventId_idx" ON "calendar_event_RSVPs"("businessId", "eventId");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_event_RSVPs_businessId_creator_eventId_key" ON "calendar_event_RSVPs"("businessId", "creator", "eventId");

-- CreateIndex
CREATE UNIQUE INDEX "appointment_booking_pages_businessId_title_key" ON "appointment_booking_pages"("businessId", "title");

-- CreateIndex
CREATE UNIQUE INDEX "appointment_locations_businessId_title_key" ON "appointment_locations"("businessId", "title");

-- CreateIndex
CREATE INDEX "availability_blocks_businessId_entityId_index_idx" ON "availability_blocks"("businessId", "entityId", "index");

-- numRSVPs follows the event's RSVPs exactly (spec 1 §3): an increment or decrement in SQL in the
-- RSVP's own transaction, at its commit (a deferred constraint trigger, as content's counters), so
-- concurrent RSVPs of one event queue on its row only for the commit and none is lost.
CREATE FUNCTION scheduling_rsvp_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "calendar_events" SET "numRSVPs" = "numRSVPs" + 1 WHERE "id" = NEW."eventId" AND "businessId" = NEW."businessId";
    RETURN NEW;
  END IF;
  UPDATE "calendar_events" SET "numRSVPs" = GREATEST("numRSVPs" - 1, 0) WHERE "id" = OLD."eventId" AND "businessId" = OLD."businessId";
  RETURN OLD;
END $$;
CREATE CONSTRAINT TRIGGER "calendar_event_rsvps_counts" AFTER INSERT OR DELETE ON "calendar_event_RSVPs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION scheduling_rsvp_counts();
