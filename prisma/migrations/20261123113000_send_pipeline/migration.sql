-- CreateTable
CREATE TABLE "SendPacer" (
    "smtpConfigId" TEXT NOT NULL,
    "nextSlotAt" TIMESTAMPTZ(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SendPacer_pkey" PRIMARY KEY ("smtpConfigId")
);

-- AlterTable
ALTER TABLE "Email" ADD COLUMN "marketing" BOOLEAN NOT NULL DEFAULT false;
