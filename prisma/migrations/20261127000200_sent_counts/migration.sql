-- The team overview's sent counts (issue 18): sent emails per team, campaign ('' for none) and UTC
-- quarter hour, so the overview stops counting every Email row of its period (200,000 rows took
-- 150-750 ms). Every time zone's offset is a whole number of quarter hours, so the buckets fall
-- in one local month wherever the overview is read. A trigger keeps the counts with every write
-- to "Email", whichever code makes it: an email counts while it has a sentAt and is neither a
-- test nor deleted, as the overview's raw query counted.
CREATE TABLE "AnalyticsSentCount" (
    "teamId" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL DEFAULT '',
    "quarter" TIMESTAMP(3) NOT NULL,
    "n" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsSentCount_pkey" PRIMARY KEY ("teamId", "campaignId", "quarter")
);

CREATE FUNCTION "sendwell_count_sent_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."sentAt" IS NOT NULL AND NOT OLD."test" AND NOT OLD."isDeleted" THEN
    INSERT INTO "AnalyticsSentCount" ("teamId", "campaignId", "quarter", "n")
    VALUES (OLD."teamId", COALESCE(OLD."campaignId", ''), date_bin('15 minutes', OLD."sentAt", TIMESTAMP '2000-01-01'), -1)
    ON CONFLICT ("teamId", "campaignId", "quarter") DO UPDATE SET "n" = "AnalyticsSentCount"."n" - 1;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."sentAt" IS NOT NULL AND NOT NEW."test" AND NOT NEW."isDeleted" THEN
    INSERT INTO "AnalyticsSentCount" ("teamId", "campaignId", "quarter", "n")
    VALUES (NEW."teamId", COALESCE(NEW."campaignId", ''), date_bin('15 minutes', NEW."sentAt", TIMESTAMP '2000-01-01'), 1)
    ON CONFLICT ("teamId", "campaignId", "quarter") DO UPDATE SET "n" = "AnalyticsSentCount"."n" + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Email_sent_count_insert" AFTER INSERT ON "Email"
  FOR EACH ROW WHEN (NEW."sentAt" IS NOT NULL) EXECUTE FUNCTION "sendwell_count_sent_email"();
CREATE TRIGGER "Email_sent_count_update" AFTER UPDATE OF "sentAt", "test", "isDeleted", "campaignId", "teamId" ON "Email"
  FOR EACH ROW WHEN (OLD."sentAt" IS DISTINCT FROM NEW."sentAt" OR OLD."test" IS DISTINCT FROM NEW."test" OR OLD."isDeleted" IS DISTINCT FROM NEW."isDeleted"
    OR OLD."campaignId" IS DISTINCT FROM NEW."campaignId" OR OLD."teamId" IS DISTINCT FROM NEW."teamId")
  EXECUTE FUNCTION "sendwell_count_sent_email"();
CREATE TRIGGER "Email_sent_count_delete" AFTER DELETE ON "Email"
  FOR EACH ROW WHEN (OLD."sentAt" IS NOT NULL) EXECUTE FUNCTION "sendwell_count_sent_email"();

-- The emails sent before this migration.
INSERT INTO "AnalyticsSentCount" ("teamId", "campaignId", "quarter", "n")
SELECT "teamId", COALESCE("campaignId", ''), date_bin('15 minutes', "sentAt", TIMESTAMP '2000-01-01'), count(*)
FROM "Email" WHERE "sentAt" IS NOT NULL AND NOT "test" AND NOT "isDeleted"
GROUP BY 1, 2, 3;
