-- CreateTable
CREATE TABLE "automation_trigger_firings" (
    "triggerId" TEXT NOT NULL,
    "enduserId" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "firedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "automation_trigger_firings_pkey" PRIMARY KEY ("triggerId","enduserId")
);
