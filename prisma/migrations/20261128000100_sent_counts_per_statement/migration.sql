-- The sent counts (20261127000200_sent_counts) kept once per statement instead of once per row.
-- The send pipeline marks a chunk of up to 100 emails SENT in one UPDATE: the row triggers upserted
-- the same quarter-hour row 100 times in that transaction, and as no version of it could be pruned
-- before the commit, each upsert left a dead row version and index entry behind (a campaign's 7
-- count rows were found spread over 2,062 pages). Now each statement adds its net change per
-- (team, campaign, quarter hour) in one upsert, read from the statement's transition tables: the
-- rows as they were count -1 and as they are +1, so an UPDATE that moves no count writes nothing.
-- The rule is the one before: an email counts while it has a sentAt and is neither a test nor
-- deleted. Transition tables cannot go with an UPDATE trigger's column list or WHEN clause, so the
-- UPDATE trigger sees every UPDATE of "Email"; those are per batch, never per tracking hit.
DROP TRIGGER "Email_sent_count_insert" ON "Email";
DROP TRIGGER "Email_sent_count_update" ON "Email";
DROP TRIGGER "Email_sent_count_delete" ON "Email";
DROP FUNCTION "sendwell_count_sent_email"();

CREATE FUNCTION "sendwell_count_sent_emails"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- Only the columns the rule reads (a whole row would carry the message bodies along).
  counted CONSTANT text := 'SELECT "teamId", "campaignId", "sentAt", "test", "isDeleted", %s AS d FROM %I';
  changes text := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'INSERT' THEN format(counted, -1, 'old_rows') END,
    CASE WHEN TG_OP <> 'DELETE' THEN format(counted, 1, 'new_rows') END);
BEGIN
  -- Dynamic, because an INSERT trigger has no old_rows and a DELETE trigger no new_rows to name.
  EXECUTE format($sql$
    INSERT INTO "AnalyticsSentCount" AS s ("teamId", "campaignId", "quarter", "n")
    SELECT c."teamId", COALESCE(c."campaignId", ''), date_bin('15 minutes', c."sentAt", TIMESTAMP '2000-01-01'), sum(c.d)
    FROM (%s) c
    WHERE c."sentAt" IS NOT NULL AND NOT c."test" AND NOT c."isDeleted"
    GROUP BY 1, 2, 3 HAVING sum(c.d) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ("teamId", "campaignId", "quarter") DO UPDATE SET "n" = s."n" + excluded."n"$sql$, changes);
  RETURN NULL;
END
$$;

CREATE TRIGGER "Email_sent_count_insert" AFTER INSERT ON "Email"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sendwell_count_sent_emails"();
CREATE TRIGGER "Email_sent_count_update" AFTER UPDATE ON "Email"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sendwell_count_sent_emails"();
CREATE TRIGGER "Email_sent_count_delete" AFTER DELETE ON "Email"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sendwell_count_sent_emails"();
