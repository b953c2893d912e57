-- AI writing (docs/contract.md section 24, issue 46).

-- provider is a fixed choice now: the old free-text values map onto the three wire formats.
UPDATE "Model" SET "provider" = CASE
  WHEN "provider" IN ('anthropic', 'anthropic_compatible') THEN 'anthropic'
  WHEN "provider" = 'azure_openai' THEN 'azure_openai'
  ELSE 'openai_compatible'
END;

ALTER TABLE "Model" ADD COLUMN "apiVersion" TEXT;
UPDATE "Model" SET "apiVersion" = '2024-10-21' WHERE "provider" = 'azure_openai';

ALTER TABLE "Product" ADD COLUMN "ai_token_limit" INTEGER;

CREATE TABLE "AiUsage" (
    "id" TEXT NOT NULL,
    "teamId" TEXT NOT NULL,
    "modelId" TEXT,
    "kind" TEXT NOT NULL,
    "inputTokens" INTEGER NOT NULL,
    "outputTokens" INTEGER NOT NULL,
    "isDeleted" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AiUsage_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "AiUsage_teamId_createdAt_idx" ON "AiUsage"("teamId", "createdAt");

ALTER TABLE "AiUsage" ADD CONSTRAINT "AiUsage_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "Team"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
