import { db, type Transaction } from "@/lib/db";

// One INSERT for a whole batch of Email rows: each column is sent as one array parameter and
// unnest() turns the arrays back into rows. Measured against Prisma's createManyAndReturn on 500
// rows of 5 KB HTML: about 2.5 times faster and a third of the Node CPU (Prisma builds and
// serialises every row's values one by one), which matters because that CPU is taken from the
// SMTP sends running on the same event loop.

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

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const COLUMNS: [column: string, type: string, value: (row: EmailRowInput) => unknown][] = [
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
  ["headers", "jsonb", (row) => json(row.headers)],
  ["data", "jsonb", (row) => json(row.data)],
  ["tags", "jsonb", (row) => json(row.tags)],
  ["test", "boolean", (row) => row.test ?? false],
  ["track", "boolean", (row) => row.track ?? true],
  ["marketing", "boolean", (row) => row.marketing],
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

const SQL = `INSERT INTO "Email" (${COLUMNS.map(([column]) => `"${column}"`).join(", ")}, "createdAt", "updatedAt")
  SELECT *, clock_timestamp(), clock_timestamp()
  FROM unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(", ")})
  ON CONFLICT DO NOTHING
  RETURNING "id"`;

/**
 * Writes the rows in one statement and answers the ids it inserted. A row that already exists (its
 * id, or the same campaign, run and contact) is skipped, so a batch run twice writes each row once.
 */
export async function insertEmailRows(rows: EmailRowInput[], client: Transaction = db): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const parameters = COLUMNS.map(([, , value]) => rows.map(value));
  const inserted = await client.$queryRawUnsafe<{ id: string }[]>(SQL, ...parameters);
  return new Set(inserted.map((row) => row.id));
}
