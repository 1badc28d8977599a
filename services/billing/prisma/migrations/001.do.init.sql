-- CreateTable
CREATE TABLE "billing_items" (
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

    CONSTRAINT "billing_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "billing_items_businessId_enduserId_idx" ON "billing_items"("businessId", "enduserId");
