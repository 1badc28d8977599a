-- AlterTable
ALTER TABLE "one_time_tokens" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0;
