-- CreateTable
CREATE TABLE "scheduling_items" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT,
    "title" TEXT NOT NULL,
    "done" BOOLEAN,
    "completedAt" TIMESTAMP(3),
    "followedUpAt" TIMESTAMP(3),

    CONSTRAINT "scheduling_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "scheduling_items_businessId_enduserId_idx" ON "scheduling_items"("businessId", "enduserId");
