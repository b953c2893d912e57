-- Local-time delivery (API.md section 16): a contact's IANA time zone (null: the team's), and a
-- campaign delivered at `localTime` on `localDate` in each recipient's zone (sendAt "recipient-local").
ALTER TABLE "Contact" ADD COLUMN "timezone" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "sendAt" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "localTime" TEXT;
ALTER TABLE "Campaign" ADD COLUMN "localDate" TEXT;
