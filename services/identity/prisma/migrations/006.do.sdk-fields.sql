-- AlterTable
ALTER TABLE "users" ADD COLUMN     "lockedOutUntil" DOUBLE PRECISION;

-- AlterTable
ALTER TABLE "endusers" ADD COLUMN     "accessTags" TEXT[],
ADD COLUMN     "bookingNotes" JSONB,
ADD COLUMN     "references" JSONB,
ADD COLUMN     "stripeCustomerId" TEXT;
