-- Provider events (docs/contract.md section 20): an SMTP config's event provider and signing key,
-- and on each Email the provider's own message id and the time it was reported delivered.
CREATE TYPE "EventProvider" AS ENUM ('sendgrid', 'mailgun', 'postmark', 'ses');

ALTER TABLE "SMTPConfig" ADD COLUMN "eventProvider" "EventProvider",
ADD COLUMN "eventSigningKey" TEXT;

ALTER TABLE "Email" ADD COLUMN "providerMessageId" TEXT,
ADD COLUMN "deliveredAt" TIMESTAMP(3);

-- Only the few rows sent through a provider with events carry an id: the send path's inserts of
-- every other row leave this index alone.
CREATE INDEX "Email_providerMessageId_idx" ON "Email" ("teamId", "providerMessageId") WHERE "providerMessageId" IS NOT NULL;
