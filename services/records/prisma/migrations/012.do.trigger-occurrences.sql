-- AlterTable
ALTER TABLE "automation_trigger_firings" DROP CONSTRAINT "automation_trigger_firings_pkey",
ADD COLUMN     "occurrence" TEXT NOT NULL DEFAULT '',
ADD CONSTRAINT "automation_trigger_firings_pkey" PRIMARY KEY ("triggerId", "enduserId", "occurrence");
