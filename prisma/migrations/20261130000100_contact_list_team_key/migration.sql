-- A contact's list and team as one reference, (listId, teamId) -> MailingList (id, teamId), in place
-- of one to MailingList and one to Team. The database now also checks that a contact's team is its
-- list's team (the list's own key reaches Team), and it runs one reference check per inserted row
-- rather than two: a million-row import spent about 2.6 s of PostgreSQL CPU on the second one
-- (bench/README.md, import-large).

-- CreateIndex
CREATE UNIQUE INDEX "MailingList_id_teamId_key" ON "MailingList"("id", "teamId");

-- DropForeignKey
ALTER TABLE "Contact" DROP CONSTRAINT "Contact_listId_fkey";

-- DropForeignKey
ALTER TABLE "Contact" DROP CONSTRAINT "Contact_teamId_fkey";

-- AddForeignKey: added NOT VALID, then validated, so that the check of the existing rows does not
-- hold writes to "Contact" back while it runs.
ALTER TABLE "Contact" ADD CONSTRAINT "Contact_listId_teamId_fkey" FOREIGN KEY ("listId", "teamId") REFERENCES "MailingList"("id", "teamId") ON DELETE RESTRICT ON UPDATE CASCADE NOT VALID;
ALTER TABLE "Contact" VALIDATE CONSTRAINT "Contact_listId_teamId_fkey";
