-- An import's hand-off (lib/services/imports/hand-on-imported-contacts.ts) reads its contacts a
-- thousand at a time after a cursor: with this index each batch reads those rows alone instead of
-- scanning the team's contacts (bench/README.md, import-hand-off). Contacts added one by one have
-- no import and stay out of it.
CREATE INDEX "Contact_import_hand_off_idx" ON "Contact" ("importId", "id") WHERE "importId" IS NOT NULL;
