-- AlterTable
ALTER TABLE "auth_sessions" ADD COLUMN     "scope" JSONB;
