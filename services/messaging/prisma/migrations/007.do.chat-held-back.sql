-- AlterTable
ALTER TABLE "chats" ADD COLUMN     "heldBack" BOOLEAN;
