-- CreateTable
CREATE TABLE "organizations" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT NOT NULL,
    "subdomain" TEXT NOT NULL,
    "limits" JSONB,
    "owner" TEXT,
    "parentOrganizationId" TEXT,
    "subscriptionExpiresAt" TIMESTAMP(3),
    "subscriptionPeriod" DOUBLE PRECISION,
    "logoVersion" DOUBLE PRECISION,
    "faviconVersion" DOUBLE PRECISION,
    "roles" TEXT[],
    "skills" TEXT[],
    "themeColor" TEXT,
    "themeColorSecondary" TEXT,
    "enduserDisplayName" TEXT,
    "customPortalURL" TEXT,
    "portalSettings" JSONB,
    "settings" JSONB,
    "timezone" TEXT,
    "forwardAllIncomingEmailsTo" TEXT,
    "customTermsOfService" TEXT,
    "customPrivacyPolicy" TEXT,

    CONSTRAINT "organizations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "fields" JSONB,
    "unredactedFields" JSONB,
    "username" TEXT,
    "externalId" TEXT,
    "fname" TEXT,
    "lname" TEXT,
    "displayName" TEXT,
    "internalDisplayName" TEXT,
    "suffixes" TEXT[],
    "organization" TEXT,
    "orgEmail" TEXT,
    "accountType" TEXT,
    "roles" TEXT[],
    "acknowledgedIntegrations" TEXT[],
    "disableIncomingPhoneCalls" BOOLEAN,
    "skills" TEXT[],
    "verifiedEmail" BOOLEAN,
    "hashedPassword" TEXT,
    "notificationPreferences" JSONB,
    "notificationEmailsDisabled" BOOLEAN,
    "avatar" TEXT,
    "credentialedStates" JSONB,
    "timezone" TEXT,
    "weeklyAvailabilities" JSONB,
    "autoReplyEnabled" BOOLEAN,
    "pushNotificationIosTokens" TEXT[],
    "callRouting" JSONB,
    "tags" TEXT[],
    "emailSignature" TEXT,
    "disableTicketAutoAssignment" BOOLEAN,
    "ticketAssignmentPriority" DOUBLE PRECISION,
    "specialties" TEXT[],
    "bio" TEXT,
    "TIN" TEXT,
    "NPI" TEXT,
    "DEA" TEXT,
    "lastActive" TIMESTAMP(3),
    "lastLogout" TIMESTAMP(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "endusers" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "externalId" TEXT,
    "email" TEXT,
    "alternateEmails" TEXT[],
    "emailConsent" BOOLEAN,
    "phone" TEXT,
    "landline" TEXT,
    "phoneConsent" BOOLEAN,
    "fname" TEXT,
    "mname" TEXT,
    "lname" TEXT,
    "dateOfBirth" TEXT,
    "journeys" JSONB,
    "scheduledJourneys" JSONB,
    "tags" TEXT[],
    "fields" JSONB,
    "preference" TEXT,
    "assignedTo" TEXT[],
    "unread" BOOLEAN,
    "lastActive" TIMESTAMP(3),
    "lastLogout" TIMESTAMP(3),
    "termsSigned" TIMESTAMP(3),
    "termsVersion" TEXT,
    "lastCommunication" TIMESTAMP(3),
    "avatar" TEXT,
    "gender" TEXT,
    "height" JSONB,
    "weight" JSONB,
    "source" TEXT,
    "addressLineOne" TEXT,
    "addressLineTwo" TEXT,
    "city" TEXT,
    "state" TEXT,
    "zipCode" TEXT,
    "timezone" TEXT,
    "humanReadableId" TEXT,
    "displayName" TEXT,
    "language" JSONB,
    "relationships" JSONB,
    "customTypeId" TEXT,
    "note" TEXT,
    "markedReadAt" TIMESTAMP(3),
    "markedUnreadAt" TIMESTAMP(3),
    "passwordIsUnset" BOOLEAN,
    "isUpsertedAccount" BOOLEAN,
    "hashedPassword" TEXT,

    CONSTRAINT "endusers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_sessions" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "principalType" TEXT NOT NULL,
    "principalId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "auth_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "organizations_subdomain_key" ON "organizations"("subdomain");

-- CreateIndex
CREATE UNIQUE INDEX "organizations_customPortalURL_key" ON "organizations"("customPortalURL");

-- CreateIndex
CREATE INDEX "organizations_businessId_idx" ON "organizations"("businessId");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "users_phone_key" ON "users"("phone");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_businessId_idx" ON "users"("businessId");

-- CreateIndex
CREATE INDEX "endusers_businessId_lname_fname_idx" ON "endusers"("businessId", "lname", "fname");

-- CreateIndex
CREATE UNIQUE INDEX "endusers_businessId_email_key" ON "endusers"("businessId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "endusers_businessId_externalId_key" ON "endusers"("businessId", "externalId");

-- CreateIndex
CREATE INDEX "auth_sessions_principalId_idx" ON "auth_sessions"("principalId");
