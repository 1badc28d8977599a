-- AlterTable
ALTER TABLE "purchases" ADD COLUMN     "references" JSONB;
