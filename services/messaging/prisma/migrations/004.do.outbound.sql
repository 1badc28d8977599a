-- AlterTable
ALTER TABLE "dev_mails" ADD COLUMN     "inReplyTo" TEXT,
ADD COLUMN     "messageId" TEXT,
ADD COLUMN     "references" TEXT[];

-- CreateTable
CREATE TABLE "emails" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "logOnly" BOOLEAN,
    "enduserId" TEXT NOT NULL,
    "userId" TEXT,
    "subject" TEXT NOT NULL,
    "textContent" TEXT NOT NULL,
    "HTMLContent" TEXT,
    "timestamp" TIMESTAMP(3),
    "delivered" BOOLEAN,
    "deliveryError" TEXT,
    "replyTo" TEXT,
    "threadId" TEXT,
    "source" TEXT,
    "openedAt" TIMESTAMP(3),
    "messageId" TEXT,
    "inbound" BOOLEAN,
    "readBy" JSONB,
    "hiddenBy" JSONB,
    "hiddenForAll" BOOLEAN,
    "templateId" TEXT,
    "automationStepId" TEXT,
    "linkOpenTrackingIds" TEXT[],
    "sendAt" TIMESTAMP(3),
    "pinnedAt" TIMESTAMP(3),
    "isDraft" BOOLEAN,
    "cc" TEXT[],
    "fromEmailOverride" TEXT,
    "ticketIds" TEXT[],
    "alternateToAddress" TEXT,
    "suggestedReply" TEXT,
    "tags" TEXT[],
    "batchId" TEXT,
    "isMarketing" BOOLEAN,
    "assignedTo" TEXT[],
    "journeyId" TEXT,
    "calendarEventId" TEXT,

    CONSTRAINT "emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sms_messages" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "logOnly" BOOLEAN,
    "message" TEXT,
    "enduserId" TEXT NOT NULL,
    "userId" TEXT,
    "inbound" BOOLEAN,
    "newThread" BOOLEAN,
    "delivered" BOOLEAN,
    "deliveryError" TEXT,
    "internalMessageId" TEXT,
    "readBy" JSONB,
    "hiddenBy" JSONB,
    "hiddenForAll" BOOLEAN,
    "templateId" TEXT,
    "automationStepId" TEXT,
    "linkOpenTrackingIds" TEXT[],
    "sendAt" TIMESTAMP(3),
    "pinnedAt" TIMESTAMP(3),
    "isDraft" BOOLEAN,
    "timestamp" TIMESTAMP(3),
    "ticketIds" TEXT[],
    "suggestedReply" TEXT,
    "phoneNumber" TEXT,
    "enduserPhoneNumber" TEXT,
    "tags" TEXT[],
    "batchId" TEXT,
    "assignedTo" TEXT[],
    "journeyId" TEXT,
    "calendarEventId" TEXT,
    "mediaURLs" TEXT[],

    CONSTRAINT "sms_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "templates" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "html" TEXT,
    "editorState" TEXT,
    "type" TEXT,
    "mode" TEXT,
    "isMarketing" BOOLEAN,
    "hideFromCompose" BOOLEAN,
    "forChannels" TEXT[],
    "forRoles" TEXT[],
    "forEntityTypes" TEXT[],
    "tags" TEXT[],

    CONSTRAINT "templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "phone_calls" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT,
    "inbound" BOOLEAN NOT NULL,
    "externalId" TEXT,
    "to" TEXT,
    "from" TEXT,
    "isVoicemail" BOOLEAN,
    "recordingURI" TEXT,
    "recordingId" TEXT,
    "transcriptionId" TEXT,
    "recordingDurationInSeconds" DOUBLE PRECISION,
    "transcription" TEXT,
    "note" TEXT,
    "unread" BOOLEAN,
    "userId" TEXT,
    "pinnedAt" TIMESTAMP(3),
    "readBy" JSONB,
    "hiddenBy" JSONB,
    "ticketIds" TEXT[],
    "tags" TEXT[],

    CONSTRAINT "phone_calls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "phone_trees" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "number" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "nodes" JSONB NOT NULL,
    "testEnduserIds" TEXT[],
    "enduserCondition" JSONB,
    "bypassOOO" BOOLEAN,
    "defaultEntityType" TEXT,
    "tags" TEXT[],

    CONSTRAINT "phone_trees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_sync_denials" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "email" TEXT NOT NULL,

    CONSTRAINT "email_sync_denials_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "emails_businessId_enduserId_createdAt_idx" ON "emails"("businessId", "enduserId", "createdAt");

-- CreateIndex
CREATE INDEX "emails_businessId_threadId_idx" ON "emails"("businessId", "threadId");

-- CreateIndex
CREATE INDEX "emails_messageId_idx" ON "emails"("messageId");

-- CreateIndex
CREATE INDEX "sms_messages_businessId_enduserId_createdAt_idx" ON "sms_messages"("businessId", "enduserId", "createdAt");

-- CreateIndex
CREATE INDEX "sms_messages_enduserPhoneNumber_createdAt_idx" ON "sms_messages"("enduserPhoneNumber", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "templates_businessId_title_key" ON "templates"("businessId", "title");

-- CreateIndex
CREATE INDEX "phone_calls_businessId_enduserId_idx" ON "phone_calls"("businessId", "enduserId");

-- CreateIndex
CREATE UNIQUE INDEX "email_sync_denials_businessId_email_key" ON "email_sync_denials"("businessId", "email");
