-- AlterTable
ALTER TABLE "webhook_logs" ADD COLUMN     "targetUrl" TEXT;

-- CreateIndex
CREATE INDEX "webhook_logs_businessId_deliveryId_idx" ON "webhook_logs"("businessId", "deliveryId");
