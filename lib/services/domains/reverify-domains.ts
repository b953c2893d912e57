import { db } from "@/lib/db";
import { verifyDomainRow } from "./verify-domain";

/**
 * The daily re-check (docs/contract.md section 13): every verified or failed domain, and pending ones with a
 * rotation waiting, page by page. One domain's trouble never stops the others.
 */
export async function reverifyDomains({ pageSize = 100 }: { pageSize?: number } = {}) {
  const counts = { checked: 0, verified: 0, failed: 0, errors: 0 };
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.domain.findMany({
      where: { OR: [{ status: { in: ["VERIFIED", "FAILED"] } }, { nextDkimSelector: { not: null } }] },
      orderBy: { id: "asc" },
      take: pageSize,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    if (rows.length === 0) return counts;
    for (const row of rows) {
      try {
        const saved = await verifyDomainRow(row);
        counts.checked += 1;
        if (saved.status === "VERIFIED") counts.verified += 1;
        if (saved.status === "FAILED") counts.failed += 1;
      } catch (error) {
        counts.errors += 1;
        console.error(`Re-verifying domain ${row.id} failed`, error);
      }
    }
    cursor = rows.at(-1)!.id;
  }
}
