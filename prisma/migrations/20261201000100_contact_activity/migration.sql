-- A contact's activity (GET /contacts/{id}/activity) reads its sent emails by contact.
CREATE INDEX "Email_contactId_sentAt_idx" ON "Email"("contactId", "sentAt");
