-- A contact's language (issue 24): the base tag of a language Sendwell speaks (en, de, fr, es),
-- in which its unsubscribe, confirmation and signup pages answer; null: the team's language.
ALTER TABLE "Contact" ADD COLUMN "language" TEXT;
