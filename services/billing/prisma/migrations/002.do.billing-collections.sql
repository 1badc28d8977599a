-- DropTable
DROP TABLE "billing_items";

-- CreateTable
CREATE TABLE "products" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "title" TEXT NOT NULL,
    "cost" JSONB NOT NULL,
    "processor" TEXT,
    "description" TEXT,
    "htmlDescription" TEXT,
    "cptCode" JSONB,
    "image" TEXT,
    "showInPortal" BOOLEAN,
    "categories" TEXT[],
    "maxCheckoutCount" INTEGER,
    "stripeProductId" TEXT,
    "stripeSubscriptionId" TEXT,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchases" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "cost" JSONB NOT NULL,
    "processor" TEXT NOT NULL,
    "productId" TEXT,
    "productIds" TEXT[],
    "processedAt" TIMESTAMP(3),
    "description" TEXT,
    "refundedAmount" INTEGER,
    "source" TEXT,
    "externalId" TEXT,
    "cptCode" JSONB,
    "notes" TEXT,

    CONSTRAINT "purchases_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_credits" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "usedAt" TIMESTAMP(3),
    "description" TEXT,

    CONSTRAINT "purchase_credits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "superbill_providers" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "address" JSONB NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "officeName" TEXT NOT NULL,
    "taxId" TEXT NOT NULL,
    "providerName" TEXT NOT NULL,
    "placeOfServiceCode" TEXT NOT NULL,
    "providerLicense" TEXT NOT NULL,
    "providerNPI" TEXT NOT NULL,

    CONSTRAINT "superbill_providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "superbills" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "organizationIds" TEXT[],
    "creator" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "enduserId" TEXT NOT NULL,
    "appointmentDate" TIMESTAMP(3) NOT NULL,
    "patient" JSONB NOT NULL,
    "provider" JSONB NOT NULL,
    "lineItems" JSONB NOT NULL,

    CONSTRAINT "superbills_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_test_payments" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "productIds" TEXT[],
    "creditIds" TEXT[],
    "amount" INTEGER NOT NULL,
    "source" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),

    CONSTRAINT "billing_test_payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "businessId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "billing_stripe_accounts" (
    "businessId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "countryCode" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_stripe_accounts_pkey" PRIMARY KEY ("businessId")
);

-- CreateTable
CREATE TABLE "billing_stripe_customers" (
    "businessId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "billing_stripe_customers_pkey" PRIMARY KEY ("businessId","enduserId","accountId")
);

-- CreateIndex
CREATE UNIQUE INDEX "products_businessId_title_key" ON "products"("businessId", "title");

-- CreateIndex
CREATE INDEX "purchases_businessId_enduserId_idx" ON "purchases"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "purchases_businessId_externalId_idx" ON "purchases"("businessId", "externalId");

-- CreateIndex
CREATE INDEX "purchase_credits_businessId_enduserId_idx" ON "purchase_credits"("businessId", "enduserId");

-- CreateIndex
CREATE INDEX "superbills_businessId_enduserId_idx" ON "superbills"("businessId", "enduserId");
