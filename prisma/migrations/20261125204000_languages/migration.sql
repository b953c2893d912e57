-- Languages (issue 24): each user's dashboard language (null follows the browser), and the team's
-- language for public pages and system mail.
ALTER TABLE "User" ADD COLUMN "locale" TEXT;
ALTER TABLE "TeamSettings" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'en';
