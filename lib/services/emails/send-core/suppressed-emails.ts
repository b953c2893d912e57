import { driverQuery } from "@/lib/db/driver-transaction";
import { suppressionKeys } from "@/lib/services/suppressions/erased-address";
import { parseAddress } from "@/lib/validation/emails";
import type { SendableEmail } from "./send-outcome";

// The send core's one suppression check, for a batch or a batch of one. It answers what
// isSuppressed (lib/services/suppressions/is-suppressed.ts) answers for each message: the team's
// live Suppression rows for the recipient's address, trimmed and lower-cased, or its erased form;
// but for a whole batch in one query through the database driver rather than one Prisma query per
// message (bench/README.md, campaign-send).

/** Why a suppressed recipient's marketing message is CANCELLED. */
export const SUPPRESSED_REASON =
  "The recipient unsubscribed, bounced or complained; marketing mail is not sent to them";

const SUPPRESSED_SQL = `SELECT "teamId", "email" FROM "Suppression" WHERE "teamId" = ANY($1::text[]) AND "email" = ANY($2::text[]) AND NOT "isDeleted"`;
const recipientAddress = (email: SendableEmail) => parseAddress(email.to)?.address ?? email.to.toLowerCase();

/** The ids of the messages that are marketing mail (not tests) to a recipient suppressed for their team. */
export async function suppressedEmails(emails: SendableEmail[]): Promise<Set<string>> {
  const marketing = emails
    .filter((email) => email.marketing && !email.test)
    .map((email) => ({ email, address: recipientAddress(email) }));
  if (marketing.length === 0) return new Set();
  // Each address is looked up as itself and as its erased form (erased-address.ts).
  const keyed = marketing.map((entry) => ({ ...entry, keys: suppressionKeys(entry.email.teamId, entry.address) }));
  // Pairs of the batch's teams and keys may match across teams (a batch is almost always one
  // team's); the set below keeps only each message's own team's entries.
  const rows = await driverQuery<{ teamId: string; email: string }>(SUPPRESSED_SQL, [
    [...new Set(keyed.map(({ email }) => email.teamId))],
    keyed.flatMap(({ keys }) => keys),
  ]);
  if (rows.length === 0) return new Set();
  const suppressed = new Set(rows.map((row) => `${row.teamId}\u0000${row.email}`));
  const isSuppressed = ({ email, keys }: (typeof keyed)[number]) =>
    keys.some((key) => suppressed.has(`${email.teamId}\u0000${key}`));
  return new Set(keyed.filter(isSuppressed).map(({ email }) => email.id));
}
