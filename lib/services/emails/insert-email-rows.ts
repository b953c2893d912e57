import type { DriverQuery } from "@/lib/db/driver-transaction";
import { jsonRowsInsert, type JsonRowColumn } from "@/lib/db/json-rows";

// One INSERT for a whole batch of Email rows, through the database driver in the caller's
// transaction (lib/db/driver-transaction.ts), the rows sent as one JSON parameter
// (lib/db/json-rows.ts). Prisma's createManyAndReturn serialised every row's values one
// by one, and its query compiler (WASM) still took about 10 ms of CPU per 300 KB of raw parameters
// (a chunk of 100 campaign messages carries about 800 KB); the driver would escape each element of
// an array parameter in JavaScript, where JSON.stringify is native. That CPU is taken from the SMTP
// sends running on the same event loop (bench/README.md, campaign-send).

export type EmailRowInput = {
  id: string;
  teamId: string;
  from: string;
  to: string;
  subject: string;
  body: string;
  text?: string | null;
  cc?: string | null;
  bcc?: string | null;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
  messageId?: string | null;
  marketing: boolean;
  /** Batches are campaign mail: broadcast unless said otherwise (docs/contract.md section 20). */
  stream?: "transactional" | "broadcast";
  test?: boolean;
  track?: boolean;
  data?: unknown;
  tags?: unknown;
  contactId?: string | null;
  campaignId?: string | null;
  /** The campaign run the row belongs to (part of the campaign's claim key); 0 outside campaigns. */
  campaignRun?: number;
  templateId?: string | null;
  categoryId?: string | null;
  smtpConfigId?: string | null;
  status: "SENDING" | "CANCELLED" | "QUEUED";
  error?: string | null;
  attempts?: number;
};

const COLUMNS: JsonRowColumn<EmailRowInput>[] = [
  ["id", "text", (row) => row.id],
  ["teamId", "text", (row) => row.teamId],
  ["from", "text", (row) => row.from],
  ["to", "text", (row) => row.to],
  ["cc", "text", (row) => row.cc ?? null],
  ["bcc", "text", (row) => row.bcc ?? null],
  ["replyTo", "text", (row) => row.replyTo ?? null],
  ["subject", "text", (row) => row.subject],
  ["body", "text", (row) => row.body],
  ["text", "text", (row) => row.text ?? null],
  ["headers", "jsonb", (row) => row.headers ?? null],
  ["data", "jsonb", (row) => row.data ?? null],
  ["tags", "jsonb", (row) => row.tags ?? null],
  ["test", "boolean", (row) => row.test ?? false],
  ["track", "boolean", (row) => row.track ?? true],
  ["marketing", "boolean", (row) => row.marketing],
  ["stream", '"EmailStream"', (row) => row.stream ?? "broadcast"],
  ["messageId", "text", (row) => row.messageId ?? null],
  ["categoryId", "text", (row) => row.categoryId ?? null],
  ["smtpConfigId", "text", (row) => row.smtpConfigId ?? null],
  ["campaignId", "text", (row) => row.campaignId ?? null],
  ["campaignRun", "integer", (row) => row.campaignRun ?? 0],
  ["contactId", "text", (row) => row.contactId ?? null],
  ["templateId", "text", (row) => row.templateId ?? null],
  ["status", '"EmailStatus"', (row) => row.status],
  ["error", "text", (row) => row.error ?? null],
  ["attempts", "integer", (row) => row.attempts ?? 0],
];

const INSERT = jsonRowsInsert("Email", COLUMNS, `ON CONFLICT DO NOTHING RETURNING "id"`);

/**
 * Writes the rows in one statement, in the transaction of `query`, and answers the ids it inserted.
 * A row that already exists (its id, or the same campaign, run and contact) is skipped, so a batch
 * run twice writes each row once.
 */
export async function insertEmailRows(query: DriverQuery, rows: EmailRowInput[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await query<{ id: string }>(INSERT.sql, [INSERT.parameter(rows)]);
  return new Set(inserted.rows.map((row) => row.id));
}
