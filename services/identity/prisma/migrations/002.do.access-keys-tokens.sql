-- AlterTable
ALTER TABLE "endusers" ADD COLUMN     "unsubscribedFrom" TEXT[];

-- AlterTable
ALTER TABLE "auth_sessions" ADD COLUMN     "singleUse" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "role_based_access_permissions" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "role" TEXT NOT NULL,
    "permissions" JSONB NOT NULL,
    "uiRestrictions" JSONB,

    CONSTRAINT "role_based_access_permissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "hashedKey" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integrations" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT,
    "authentication" JSONB,
    "lastSync" TIMESTAMP(3),
    "emailDisabled" BOOLEAN,
    "syncUnrecognizedSenders" BOOLEAN,
    "calendars" JSONB,
    "environment" TEXT,

    CONSTRAINT "integrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "portal_customizations" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "page" TEXT NOT NULL,
    "blocks" JSONB NOT NULL,
    "title" TEXT,
    "disabled" BOOLEAN,
    "mobileBottomNavigationPosition" DOUBLE PRECISION,
    "headerImageURL" TEXT,

    CONSTRAINT "portal_customizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enduser_custom_types" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT,
    "builtinFields" JSONB,
    "customFields" JSONB,

    CONSTRAINT "enduser_custom_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_time_tokens" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "principalType" TEXT NOT NULL,
    "principalId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "one_time_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "login_failures" (
    "id" TEXT NOT NULL,
    "accountKey" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "login_failures_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "role_based_access_permissions_businessId_role_key" ON "role_based_access_permissions"("businessId", "role");

-- CreateIndex
CREATE UNIQUE INDEX "api_keys_hashedKey_key" ON "api_keys"("hashedKey");

-- CreateIndex
CREATE INDEX "api_keys_businessId_idx" ON "api_keys"("businessId");

-- CreateIndex
CREATE INDEX "integrations_businessId_idx" ON "integrations"("businessId");

-- CreateIndex
CREATE UNIQUE INDEX "portal_customizations_businessId_page_key" ON "portal_customizations"("businessId", "page");

-- CreateIndex
CREATE INDEX "enduser_custom_types_businessId_idx" ON "enduser_custom_types"("businessId");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_tokens_tokenHash_key" ON "one_time_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "one_time_tokens_principalId_purpose_idx" ON "one_time_tokens"("principalId", "purpose");

-- CreateIndex
CREATE INDEX "login_failures_accountKey_at_idx" ON "login_failures"("accountKey", "at");
