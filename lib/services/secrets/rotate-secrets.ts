import { openSecretWith, sealedUnderNewest, sealSecretWith } from "@/lib/crypto/secret-box";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

// Key rotation of secrets at rest (docs/contract.md section 25): every stored secret, soft-deleted
// rows included, is resealed under the newest of the root keys (ENCRYPTION_KEYS, newest first).
// In batches by id, each row written only if it still holds what was read (a secret changed
// meanwhile is already under the newest key), so it can be stopped and run again at any time: a
// secret already under the newest key is counted and left alone.

/** Each column that holds a sealed secret (lib/crypto/secret-box.ts), by kind. */
const SECRET_COLUMNS = [
  { kind: "smtp_password", table: "SMTPConfig", column: "password" },
  { kind: "smtp_event_signing_key", table: "SMTPConfig", column: "eventSigningKey" },
  { kind: "imap_password", table: "IMAPConfig", column: "password" },
  { kind: "webhook_secret", table: "Webhook", column: "secret" },
  { kind: "dkim_private_key", table: "Domain", column: "dkimPrivateKey" },
  { kind: "dkim_next_private_key", table: "Domain", column: "nextDkimPrivateKey" },
  { kind: "model_api_key", table: "Model", column: "apiKey" },
  { kind: "totp_secret", table: "User", column: "totpSecret" },
] as const;

export type SecretKind = (typeof SECRET_COLUMNS)[number]["kind"];
/** Per kind: resealed now, already under the newest key, and sealed under none of the keys given. */
export type RotationCounts = Record<SecretKind, { rotated: number; current: number; unreadable: number }>;

const BATCH = 500;

export async function rotateSecrets({
  keys = env.ENCRYPTION_KEYS,
  batchSize = BATCH,
  onBatch,
}: {
  /** Root keys, newest first. */
  keys?: readonly Buffer[];
  batchSize?: number;
  /** Told after each batch (the command prints progress). */
  onBatch?: (kind: SecretKind, counts: RotationCounts[SecretKind]) => void;
} = {}): Promise<RotationCounts> {
  const counts = {} as RotationCounts;
  for (const { kind, table, column } of SECRET_COLUMNS) {
    const tally = { rotated: 0, current: 0, unreadable: 0 };
    counts[kind] = tally;
    // Identifiers come from the list above, never from input.
    const select = `SELECT "id", "${column}" AS "value" FROM "${table}" WHERE "${column}" IS NOT NULL AND "${column}" <> '' AND "id" > $1 ORDER BY "id" LIMIT $2`;
    const update = `UPDATE "${table}" SET "${column}" = $1 WHERE "id" = $2 AND "${column}" = $3`;
    for (let after = ""; ; ) {
      const rows = await db.$queryRawUnsafe<{ id: string; value: string }[]>(select, after, batchSize);
      if (rows.length === 0) break;
      for (const { id, value } of rows) {
        if (sealedUnderNewest(keys, value)) {
          tally.current += 1;
          continue;
        }
        let plaintext: string;
        try {
          plaintext = openSecretWith(keys, value);
        } catch {
          tally.unreadable += 1;
          continue;
        }
        const written = await db.$executeRawUnsafe(update, sealSecretWith(keys, plaintext), id, value);
        if (written === 1) tally.rotated += 1;
        else tally.current += 1;
      }
      after = rows[rows.length - 1].id;
      onBatch?.(kind, tally);
    }
  }
  return counts;
}
