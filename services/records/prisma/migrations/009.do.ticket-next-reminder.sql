-- AlterTable
ALTER TABLE "tickets" ADD COLUMN     "nextReminderInMS" DOUBLE PRECISION;
