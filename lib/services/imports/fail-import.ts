import { db } from "@/lib/db";
import type { ImportError } from "./to-import-dto";

/**
 * Ends an import that cannot go on as FAILED, with the reason as the last entry of `errors`. The
 * counters keep what the committed batches did (every batch commits its rows and its counts
 * together), so a failed import never claims more or less than it wrote. A finished import is
 * left as it is.
 */
export async function failImport({
  importId,
  reason,
  row = null,
}: {
  importId: string;
  reason: string;
  row?: number | null;
}): Promise<boolean> {
  const entry: ImportError[] = [{ row, email: null, reason }];
  const changed = await db.$executeRaw`
    UPDATE "ContactImport"
    SET "status" = 'FAILED', "errors" = "errors" || ${JSON.stringify(entry)}::jsonb, "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "id" = ${importId} AND "status" IN ('PENDING', 'PROCESSING')`;
  return changed === 1;
}
