-- CreateTable
CREATE TABLE "webhooks" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "url" TEXT NOT NULL,
    "secret" TEXT,
    "subscriptions" JSONB,

    CONSTRAINT "webhooks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_logs" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "url" TEXT,
    "payload" JSONB,
    "responseCode" INTEGER,
    "response" TEXT,
    "deliveryId" TEXT,
    "model" TEXT,
    "type" TEXT,
    "status" TEXT,
    "attempts" INTEGER,
    "attemptLog" JSONB,
    "lastAttemptAt" TIMESTAMP(3),
    "nextAttemptAt" TIMESTAMP(3),
    "error" TEXT,

    CONSTRAINT "webhook_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "webhooks_businessId_key" ON "webhooks"("businessId");

-- CreateIndex
CREATE INDEX "webhook_logs_businessId_id_idx" ON "webhook_logs"("businessId", "id");

-- CreateIndex
CREATE INDEX "webhook_logs_businessId_status_id_idx" ON "webhook_logs"("businessId", "status", "id");
