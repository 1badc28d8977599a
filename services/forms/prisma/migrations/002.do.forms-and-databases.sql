-- CreateTable
CREATE TABLE "forms" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "numFields" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "displayTitle" TEXT,
    "description" TEXT,
    "customGreeting" TEXT,
    "customSignature" TEXT,
    "customSubject" TEXT,
    "allowPublicURL" BOOLEAN,
    "intakePhone" TEXT,
    "intakeEmailRequired" BOOLEAN,
    "intakeEmailHidden" BOOLEAN,
    "intakeDateOfBirth" TEXT,
    "intakeState" TEXT,
    "thanksMessage" TEXT,
    "htmlThanksMessage" TEXT,
    "type" TEXT,
    "scoring" JSONB,
    "externalId" TEXT,
    "ga4measurementId" TEXT,
    "backgroundColor" TEXT,
    "productIds" TEXT[],
    "submitRedirectURL" TEXT,
    "customization" JSONB,
    "publicFormIdRedirect" TEXT,
    "disabled" BOOLEAN,
    "disableAutomaticIntegrationPush" BOOLEAN,
    "tags" TEXT[],

    CONSTRAINT "forms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "form_fields" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "formId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "headerText" TEXT,
    "type" TEXT,
    "previousFields" JSONB,
    "flowchartUI" JSONB,
    "options" JSONB,
    "description" TEXT,
    "htmlDescription" TEXT,
    "intakeField" TEXT,
    "isOptional" BOOLEAN,
    "isInGroup" BOOLEAN,
    "externalId" TEXT,
    "sharedWithEnduser" BOOLEAN,
    "calloutConditions" JSONB,
    "prepopulateFromFields" BOOLEAN,
    "prepopulateFromDatabase" JSONB,

    CONSTRAINT "form_fields_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "form_responses" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "formId" TEXT,
    "enduserId" TEXT,
    "submissionExpiresAt" DOUBLE PRECISION,
    "openedAt" TIMESTAMP(3),
    "publicSubmit" BOOLEAN,
    "submittedBy" TEXT,
    "accessCode" TEXT,
    "userEmail" TEXT,
    "submittedAt" TIMESTAMP(3),
    "formTitle" TEXT,
    "responses" JSONB,
    "draftSavedAt" TIMESTAMP(3),
    "draftSavedBy" TEXT,
    "hideFromEnduserPortal" BOOLEAN,
    "sharedVia" TEXT,
    "isInternalNote" BOOLEAN,
    "pinnedAt" TIMESTAMP(3),
    "publicIdentifier" TEXT,
    "source" TEXT,
    "externalId" TEXT,
    "rootResponseId" TEXT,
    "parentResponseId" TEXT,
    "automationStepId" TEXT,
    "tags" TEXT[],
    "hiddenFromEnduser" BOOLEAN,

    CONSTRAINT "form_responses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "databases" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "fields" JSONB NOT NULL,
    "numRecords" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "visibleForRoles" TEXT[],

    CONSTRAINT "databases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "database_records" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "databaseId" TEXT NOT NULL,
    "values" JSONB NOT NULL,

    CONSTRAINT "database_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "forms_businessId_idx" ON "forms"("businessId");

-- CreateIndex
CREATE INDEX "form_fields_businessId_formId_idx" ON "form_fields"("businessId", "formId");

-- CreateIndex
CREATE UNIQUE INDEX "form_responses_accessCode_key" ON "form_responses"("accessCode");

-- CreateIndex
CREATE INDEX "form_responses_businessId_enduserId_idx" ON "form_responses"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "form_responses_businessId_formId_idx" ON "form_responses"("businessId", "formId");

-- CreateIndex
CREATE UNIQUE INDEX "databases_businessId_title_key" ON "databases"("businessId", "title");

-- CreateIndex
CREATE INDEX "database_records_businessId_databaseId_idx" ON "database_records"("businessId", "databaseId");
