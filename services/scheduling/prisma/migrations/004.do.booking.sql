-- AlterTable
ALTER TABLE "appointment_booking_pages" ADD COLUMN     "minimumNoticeHours" DOUBLE PRECISION;

-- CreateTable
CREATE TABLE "booking_slots" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "startTimeInMS" DOUBLE PRECISION NOT NULL,
    "endTimeInMS" DOUBLE PRECISION NOT NULL,
    "eventId" TEXT,
    "holdTokenId" TEXT,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_slots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_access_tokens" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "bookingPageId" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "enduserId" TEXT,
    "userId" TEXT,
    "startTimeInMS" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_access_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_waitlist" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "bookingPageId" TEXT NOT NULL,
    "calendarEventTemplateId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "offeredAt" TIMESTAMP(3),
    "holdUntil" TIMESTAMP(3),
    "offeredSlot" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_waitlist_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "booking_slots_businessId_userId_startTimeInMS_idx" ON "booking_slots"("businessId", "userId", "startTimeInMS");

-- CreateIndex
CREATE INDEX "booking_slots_eventId_idx" ON "booking_slots"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "booking_access_tokens_tokenHash_key" ON "booking_access_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "booking_access_tokens_businessId_idx" ON "booking_access_tokens"("businessId");

-- CreateIndex
CREATE INDEX "booking_waitlist_businessId_bookingPageId_createdAt_idx" ON "booking_waitlist"("businessId", "bookingPageId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "booking_waitlist_bookingPageId_calendarEventTemplateId_endu_key" ON "booking_waitlist"("bookingPageId", "calendarEventTemplateId", "enduserId");

-- Two bookings of one user's time never both commit: a second row overlapping another of the same
-- user is refused (written by hand: Prisma's schema cannot declare an exclusion constraint).
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_no_overlap"
  EXCLUDE USING gist ("userId" WITH =, numrange("startTimeInMS"::numeric, "endTimeInMS"::numeric, '[)') WITH &&);
