-- CreateTable
CREATE TABLE "user_logs" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userId" TEXT NOT NULL,
    "userType" TEXT,
    "userName" TEXT,
    "resource" TEXT NOT NULL,
    "resourceId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "enduserId" TEXT,
    "info" JSONB,
    "note" TEXT,

    CONSTRAINT "user_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "user_logs_businessId_enduserId_id_idx" ON "user_logs"("businessId", "enduserId", "id");

-- CreateIndex
CREATE INDEX "user_logs_businessId_userId_id_idx" ON "user_logs"("businessId", "userId", "id");
