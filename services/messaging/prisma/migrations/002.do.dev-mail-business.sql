-- AlterTable
ALTER TABLE "dev_mails" ADD COLUMN     "businessId" TEXT;

-- CreateIndex
CREATE INDEX "dev_mails_businessId_receivedAt_idx" ON "dev_mails"("businessId", "receivedAt");

-- CreateIndex
CREATE INDEX "sms_outbox_businessId_createdAt_idx" ON "sms_outbox"("businessId", "createdAt");
