-- CreateTable
CREATE TABLE "chat_rooms" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT,
    "type" TEXT,
    "description" TEXT,
    "topic" TEXT,
    "topicId" TEXT,
    "userIds" TEXT[],
    "enduserIds" TEXT[],
    "assignedTo" TEXT[],
    "numMessages" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "recentMessage" TEXT,
    "recentSender" TEXT,
    "recentMessageSentAt" DOUBLE PRECISION,
    "ticketId" TEXT,
    "endedAt" TIMESTAMP(3),
    "tags" TEXT[],
    "infoForUser" JSONB,
    "aboutEnduserId" TEXT,
    "pinnedAt" TIMESTAMP(3),
    "fields" JSONB,
    "suggestedReply" TEXT,
    "discussionRoomId" TEXT,
    "identifier" TEXT,
    "externalId" TEXT,
    "source" TEXT,

    CONSTRAINT "chat_rooms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chats" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "roomId" TEXT NOT NULL,
    "senderId" TEXT,
    "userId" TEXT,
    "enduserId" TEXT,
    "message" TEXT NOT NULL,
    "html" TEXT,
    "replyId" TEXT,
    "readBy" JSONB,
    "hiddenBy" JSONB,
    "hiddenForAll" BOOLEAN,
    "attachments" JSONB,
    "templateId" TEXT,
    "automationStepId" TEXT,
    "timestamp" TIMESTAMP(3),
    "ticketIds" TEXT[],
    "tags" TEXT[],
    "mentions" TEXT[],
    "quote" TEXT[],
    "sendAt" TIMESTAMP(3),
    "isDraft" BOOLEAN,
    "isAutoreply" BOOLEAN,
    "userIds" TEXT[],
    "enduserIds" TEXT[],

    CONSTRAINT "chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_notifications" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "read" BOOLEAN,
    "relatedRecords" JSONB,

    CONSTRAINT "user_notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "out_of_office_autoreplies" (
    "businessId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "lastSentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "out_of_office_autoreplies_pkey" PRIMARY KEY ("businessId","enduserId")
);

-- CreateIndex
CREATE INDEX "chat_rooms_businessId_updatedAt_idx" ON "chat_rooms"("businessId", "updatedAt");

-- CreateIndex
CREATE INDEX "chat_rooms_userIds_idx" ON "chat_rooms" USING GIN ("userIds");

-- CreateIndex
CREATE INDEX "chat_rooms_enduserIds_idx" ON "chat_rooms" USING GIN ("enduserIds");

-- CreateIndex
CREATE INDEX "chats_businessId_roomId_createdAt_idx" ON "chats"("businessId", "roomId", "createdAt");

-- CreateIndex
CREATE INDEX "chats_enduserIds_idx" ON "chats" USING GIN ("enduserIds");

-- CreateIndex
CREATE INDEX "user_notifications_businessId_userId_createdAt_idx" ON "user_notifications"("businessId", "userId", "createdAt");
