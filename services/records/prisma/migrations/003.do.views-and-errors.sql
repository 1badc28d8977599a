-- CreateTable
CREATE TABLE "engagement_events" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "significance" DOUBLE PRECISION NOT NULL,
    "timestamp" TIMESTAMP(3),
    "fields" JSONB,

    CONSTRAINT "engagement_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "background_errors" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "acknowledgedAt" TIMESTAMP(3),
    "journeyId" TEXT,
    "enduserId" TEXT,

    CONSTRAINT "background_errors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "referral_providers" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT NOT NULL,
    "specialty" TEXT,
    "organizationName" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "fax" TEXT,
    "addressLineOne" TEXT,
    "addressLineTwo" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zipCode" TEXT,
    "NPI" TEXT,
    "notes" TEXT,
    "tags" TEXT[],

    CONSTRAINT "referral_providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enduser_views" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "fields" TEXT[],
    "filter" JSONB,
    "sort" JSONB,
    "defaultForRole" TEXT,
    "hideFromRoles" TEXT[],
    "defaultForUserIds" TEXT[],
    "hideProfileLink" BOOLEAN,
    "customTypeId" TEXT,
    "style" JSONB,

    CONSTRAINT "enduser_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enduser_profile_views" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "blocks" JSONB NOT NULL,
    "showCompose" BOOLEAN,
    "defaultForUserIds" TEXT[],
    "defaultForRoles" TEXT[],
    "hiddenFromRoles" TEXT[],

    CONSTRAINT "enduser_profile_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_views" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "columns" JSONB NOT NULL,
    "defaultForRoles" TEXT[],
    "defaultForUserIds" TEXT[],
    "filter" JSONB,

    CONSTRAINT "table_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_frames" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT,
    "query" JSONB,
    "groupByCareTeam" BOOLEAN,
    "parentFrame" TEXT,
    "type" TEXT,
    "groupMin" DOUBLE PRECISION,
    "groupMax" DOUBLE PRECISION,
    "displayType" TEXT,
    "analyticsFrameGroupingCategory" JSONB,
    "truncationLength" DOUBLE PRECISION,
    "showEllipsis" BOOLEAN,
    "orderedLabels" TEXT[],
    "visibleForRoles" TEXT[],
    "visibleForUserIds" TEXT[],

    CONSTRAINT "analytics_frames_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "engagement_events_businessId_enduserId_idx" ON "engagement_events"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "background_errors_businessId_enduserId_idx" ON "background_errors"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "referral_providers_businessId_idx" ON "referral_providers"("businessId");

-- CreateIndex
CREATE UNIQUE INDEX "enduser_views_businessId_title_key" ON "enduser_views"("businessId", "title");

-- CreateIndex
CREATE UNIQUE INDEX "enduser_profile_views_businessId_title_key" ON "enduser_profile_views"("businessId", "title");

-- CreateIndex
CREATE INDEX "table_views_businessId_page_idx" ON "table_views"("businessId", "page");

-- CreateIndex
CREATE INDEX "analytics_frames_businessId_parentFrame_idx" ON "analytics_frames"("businessId", "parentFrame");
