-- CreateTable
CREATE TABLE "meetings" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" TEXT NOT NULL DEFAULT 'scheduled',
    "attendees" JSONB,
    "meetingInfo" JSONB,
    "publicRead" BOOLEAN,
    "endedAt" TIMESTAMP(3),
    "calendarEventId" TEXT,
    "enduserIds" TEXT[],
    "userIds" TEXT[],

    CONSTRAINT "meetings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "meetings_businessId_calendarEventId_idx" ON "meetings"("businessId", "calendarEventId");

-- CreateIndex
CREATE INDEX "meetings_enduserIds_idx" ON "meetings" USING GIN ("enduserIds" array_ops);

-- CreateIndex
CREATE INDEX "meetings_userIds_idx" ON "meetings" USING GIN ("userIds" array_ops);
