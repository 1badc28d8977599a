-- AlterTable
ALTER TABLE "calendar_events" ADD COLUMN     "bufferEndMinutes" DOUBLE PRECISION,
ADD COLUMN     "bufferStartMinutes" DOUBLE PRECISION;
