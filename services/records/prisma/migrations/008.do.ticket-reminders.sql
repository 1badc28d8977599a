-- AlterTable
ALTER TABLE "tickets" ADD COLUMN     "reminders" JSONB;
