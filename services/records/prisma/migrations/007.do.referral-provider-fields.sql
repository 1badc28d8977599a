-- Providers written before spec 1 §3 made organizationName required: their name stands in for it (added by hand before the generated diff)
UPDATE "referral_providers" SET "organizationName" = COALESCE("organizationName", "name");

-- AlterTable
ALTER TABLE "referral_providers" ADD COLUMN     "acceptedInsurance" JSONB,
ADD COLUMN     "acceptingReferralsStatus" TEXT,
ADD COLUMN     "activeRelationshipStatus" TEXT,
ADD COLUMN     "address" JSONB,
ADD COLUMN     "bookingLink" TEXT,
ADD COLUMN     "clinicName" TEXT,
ADD COLUMN     "description" TEXT,
ADD COLUMN     "eligibilityCriteria" TEXT[],
ADD COLUMN     "fname" TEXT,
ADD COLUMN     "inPersonServiceStatus" TEXT,
ADD COLUMN     "languages" TEXT[],
ADD COLUMN     "lname" TEXT,
ADD COLUMN     "locations" TEXT[],
ADD COLUMN     "phoneExtension" TEXT,
ADD COLUMN     "services" TEXT[],
ADD COLUMN     "types" TEXT[],
ADD COLUMN     "uninsuredDescription" TEXT,
ADD COLUMN     "virtualServiceStatus" TEXT,
ADD COLUMN     "website" TEXT,
ALTER COLUMN "name" DROP NOT NULL,
ALTER COLUMN "organizationName" SET NOT NULL;
