-- CreateTable
CREATE TABLE "enduser_status_updates" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "journeyId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "status" TEXT NOT NULL,

    CONSTRAINT "enduser_status_updates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "enduser_status_updates_businessId_enduserId_idx" ON "enduser_status_updates"("businessId", "enduserId");
