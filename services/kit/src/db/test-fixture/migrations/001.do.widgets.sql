-- CreateTable
CREATE TABLE "Widget" (
    "id" TEXT NOT NULL,
    "businessId" TEXT NOT NULL,
    "title" VARCHAR(20) NOT NULL,
    "size" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Widget_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Widget_businessId_title_key" ON "Widget"("businessId", "title");

