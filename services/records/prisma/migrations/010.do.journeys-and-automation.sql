-- CreateTable
CREATE TABLE "journeys" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "defaultState" TEXT,
    "description" TEXT,
    "states" JSONB,
    "onIncomingEnduserCommunication" TEXT,
    "tags" TEXT[],

    CONSTRAINT "journeys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "automation_steps" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "journeyId" TEXT NOT NULL,
    "events" JSONB NOT NULL,
    "action" JSONB NOT NULL,
    "conditions" JSONB,
    "flowchartUI" JSONB,
    "continueOnError" BOOLEAN,
    "enduserConditions" JSONB,
    "tags" TEXT[],

    CONSTRAINT "automation_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "automated_actions" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "automationStepId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "journeyId" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "action" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "processAfter" DOUBLE PRECISION NOT NULL,
    "cancelConditions" JSONB,
    "enduserConditions" JSONB,
    "processedAt" TIMESTAMP(3),
    "errorMessage" TEXT,
    "source" TEXT,
    "triggerId" TEXT,
    "journeyContext" JSONB,
    "cancelledBy" TEXT,
    "isNOP" BOOLEAN,

    CONSTRAINT "automated_actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "automation_triggers" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "event" JSONB NOT NULL,
    "action" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "enduserCondition" JSONB,
    "journeyId" TEXT,
    "oncePerEnduser" BOOLEAN,
    "triggerNextAt" TIMESTAMP(3),
    "tags" TEXT[],

    CONSTRAINT "automation_triggers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "journeys_businessId_title_key" ON "journeys"("businessId", "title");

-- CreateIndex
CREATE INDEX "automation_steps_businessId_journeyId_idx" ON "automation_steps"("businessId", "journeyId");

-- CreateIndex
CREATE INDEX "automated_actions_businessId_enduserId_idx" ON "automated_actions"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "automated_actions_businessId_journeyId_status_idx" ON "automated_actions"("businessId", "journeyId", "status");

-- CreateIndex
CREATE INDEX "automated_actions_businessId_automationStepId_idx" ON "automated_actions"("businessId", "automationStepId");

-- CreateIndex
CREATE INDEX "automation_triggers_businessId_journeyId_idx" ON "automation_triggers"("businessId", "journeyId");
