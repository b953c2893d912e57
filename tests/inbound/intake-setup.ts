import { afterAll, beforeAll } from "vitest";
import { db } from "@/lib/db";
import { startDovecot, type Dovecot } from "../helpers/dovecot";
import { createTestTeam } from "../helpers/teams";
import { missingSystemServers } from "../helpers/system-servers";
import { imap, imapConfigFor } from "./imap-client";

// The set-up of the intake files (intake.test.ts, intake-mailbox.test.ts): the intake against a real
// Dovecot, messages placed with IMAP APPEND, read by syncMailbox (what the sync-imap-config job runs),
// recorded with the effects of docs/contract.md section 14. Each test uses its own mailbox so that tests
// do not see each other's messages.

// Skipped, with a line saying what to install, where Dovecot is missing (fails in CI).
export const withoutServers = missingSystemServers("file", "dovecot");

/** The file's Dovecot, there once the hooks of useIntakeDovecot have run (a live binding). */
export let dovecot: Dovecot;

/** Registers the file's hooks: Dovecot started before its tests and closed after them. */
export function useIntakeDovecot() {
  beforeAll(async () => {
    dovecot = await startDovecot();
  });
  afterAll(() => dovecot.close());
}

let mailboxes = 0;
/** A team with a config reading a fresh mailbox holding `messages`. */
export async function mailboxWith(messages: string[] = [], extra: Record<string, unknown> = {}) {
  const team = await createTestTeam();
  const mailbox = `Intake${++mailboxes}`;
  await dovecot.createMailbox(mailbox);
  for (const message of messages) await dovecot.append(mailbox, message);
  const config = await imapConfigFor(team.token, dovecot, { mailbox, ...extra });
  return { ...team, mailbox, config };
}

export const entriesOf = (emailId: string) =>
  db.emailTracking.findMany({ where: { emailId }, orderBy: { timestamp: "asc" } });
export const counts = async (token: string, id: string) => (await imap.get(token, id)).body.counts;
