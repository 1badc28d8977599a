-- CreateTable
CREATE TABLE "tickets" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "enduserId" TEXT,
    "automationStepId" TEXT,
    "closedForReason" TEXT,
    "closeReasons" TEXT[],
    "closedBy" TEXT,
    "chatRoomId" TEXT,
    "dueDateInMS" DOUBLE PRECISION,
    "closedAt" TIMESTAMP(3),
    "owner" TEXT,
    "message" TEXT,
    "type" TEXT,
    "skillsRequired" TEXT[],
    "priority" DOUBLE PRECISION,
    "stage" TEXT,
    "blockerDescription" TEXT,
    "index" DOUBLE PRECISION,
    "carePlanId" TEXT,
    "journeyId" TEXT,
    "purchaseId" TEXT,
    "hiddenFromTickets" BOOLEAN,
    "htmlDescription" TEXT,
    "formResponseIds" TEXT[],
    "actions" JSONB,
    "remindAt" TIMESTAMP(3),
    "reminderSilencedAt" TIMESTAMP(3),
    "relatedRecords" JSONB,
    "attachments" JSONB,
    "tags" TEXT[],
    "source" TEXT,
    "externalId" TEXT,

    CONSTRAINT "tickets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notes" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT NOT NULL,
    "ticketId" TEXT,
    "text" TEXT,
    "title" TEXT,
    "type" TEXT,
    "fields" JSONB,
    "pinnedAt" TIMESTAMP(3),
    "tags" TEXT[],

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enduser_tasks" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "completedAt" TIMESTAMP(3),
    "description" TEXT,

    CONSTRAINT "enduser_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "care_plans" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "description" TEXT,
    "htmlDescription" TEXT,
    "eventIds" TEXT[],
    "journeyId" TEXT,
    "completedAt" TIMESTAMP(3),
    "hideRemainingTicketsProgress" BOOLEAN,
    "highlightedEnduserFields" TEXT[],

    CONSTRAINT "care_plans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enduser_observations" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "category" TEXT,
    "status" TEXT,
    "measurement" JSONB NOT NULL,
    "enduserId" TEXT NOT NULL,
    "code" TEXT,
    "source" TEXT,
    "type" TEXT,
    "notes" TEXT,
    "recordedAt" TIMESTAMP(3),
    "timestamp" TIMESTAMP(3),
    "externalId" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "reviewedBy" TEXT,
    "beforeMeal" BOOLEAN,
    "invalidationReason" TEXT,
    "references" JSONB,

    CONSTRAINT "enduser_observations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enduser_medications" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "calendarEventId" TEXT,
    "prescribedBy" TEXT,
    "prescriberName" TEXT,
    "prescribedAt" TIMESTAMP(3),
    "startedTakingAt" TIMESTAMP(3),
    "stoppedTakingAt" TIMESTAMP(3),
    "rxNormCode" TEXT,
    "fdbCode" TEXT,
    "dispensing" JSONB,
    "dosage" JSONB,
    "source" TEXT,
    "externalId" TEXT,
    "notes" TEXT,
    "pharmacyName" TEXT,
    "reasonForTaking" TEXT,
    "references" JSONB,

    CONSTRAINT "enduser_medications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tickets_businessId_enduserId_idx" ON "tickets"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "tickets_businessId_owner_idx" ON "tickets"("businessId", "owner");

-- CreateIndex
CREATE INDEX "notes_businessId_enduserId_idx" ON "notes"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "enduser_tasks_businessId_enduserId_idx" ON "enduser_tasks"("businessId", "enduserId");

-- CreateIndex
CREATE UNIQUE INDEX "care_plans_businessId_enduserId_title_key" ON "care_plans"("businessId", "enduserId", "title");

-- CreateIndex
CREATE INDEX "enduser_observations_businessId_enduserId_type_idx" ON "enduser_observations"("businessId", "enduserId", "type");

-- CreateIndex
CREATE INDEX "enduser_medications_businessId_enduserId_idx" ON "enduser_medications"("businessId", "enduserId");
