-- CreateTable
CREATE TABLE "files" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT NOT NULL,
    "size" DOUBLE PRECISION NOT NULL,
    "type" TEXT NOT NULL,
    "enduserId" TEXT,
    "secureName" TEXT,
    "publicRead" BOOLEAN,
    "publicName" TEXT,
    "hideFromEnduserPortal" BOOLEAN,
    "pushedToClientPortal" BOOLEAN,
    "hiddenFromEnduser" BOOLEAN,
    "source" TEXT,
    "externalId" TEXT,
    "timestamp" TIMESTAMP(3),
    "confirmedAt" TIMESTAMP(3),
    "isCalledOut" BOOLEAN,
    "tags" TEXT[],

    CONSTRAINT "files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file_links" (
    "tokenHash" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "fileId" TEXT NOT NULL,
    "secureName" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "file_links_pkey" PRIMARY KEY ("tokenHash")
);

-- CreateIndex
CREATE UNIQUE INDEX "files_secureName_key" ON "files"("secureName");

-- CreateIndex
CREATE INDEX "files_businessId_enduserId_idx" ON "files"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "file_links_fileId_idx" ON "file_links"("fileId");

-- CreateIndex
CREATE INDEX "file_links_expiresAt_idx" ON "file_links"("expiresAt");
