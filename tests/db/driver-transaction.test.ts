import { describe, expect, it } from "vitest";
import { withDriverTransaction } from "@/lib/db/driver-transaction";

// The analytics fold issues the recorder's INSERT and goes on computing while the database runs it
// (lib/analytics/rollup/fold-rows.ts): statements must run in the order they were issued, and a
// failed one must reach the caller and roll the transaction back.

describe("driver transactions", () => {
  it("run statements in the order they were issued, awaited or not", async () => {
    const seen = await withDriverTransaction(async (query) => {
      await query("CREATE TEMP TABLE issued_order (n int) ON COMMIT DROP");
      const first = query("INSERT INTO issued_order SELECT generate_series(1, 5000)");
      const second = query("INSERT INTO issued_order VALUES (-1)");
      const { rows } = await query<{ total: string; last: number }>("SELECT count(*)::text AS total, (array_agg(n ORDER BY ctid DESC))[1] AS last FROM issued_order");
      await Promise.all([first, second]);
      return rows[0];
    });
    expect(seen).toEqual({ total: "5001", last: -1 });
  });

  it("answers a statement's failure to the caller and commits nothing", async () => {
    const table = `unissued_${Date.now()}`;
    await withDriverTransaction((query) => query(`CREATE TABLE ${table} (n int PRIMARY KEY)`));
    const failing = withDriverTransaction(async (query) => {
      const inserting = query(`INSERT INTO ${table} VALUES (1), (1)`);
      const later = query(`INSERT INTO ${table} VALUES (2)`);
      later.catch(() => undefined); // fails too: the transaction is aborted
      await inserting;
      await later;
    });
    await expect(failing).rejects.toThrow(/duplicate key/);
    const rows = await withDriverTransaction((query) => query<{ n: number }>(`SELECT n FROM ${table}`));
    expect(rows.rows).toEqual([]);
    await withDriverTransaction((query) => query(`DROP TABLE ${table}`));
  });
});
