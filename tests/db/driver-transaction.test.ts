import { describe, expect, it } from "vitest";
import { withDriverTransaction } from "@/lib/db/driver-transaction";
import { copyTextField } from "@/lib/imports/copy-text-buffer";

// The analytics fold issues the recorder's INSERT and goes on computing while the database runs it
// (lib/analytics/rollup/fold-rows.ts): statements must run in the order they were issued, and a
// failed one must reach the caller and roll the transaction back.

describe("driver transactions", () => {
  it("run statements in the order they were issued, awaited or not", async () => {
    const seen = await withDriverTransaction(async (query) => {
      await query("CREATE TEMP TABLE issued_order (n int) ON COMMIT DROP");
      const first = query("INSERT INTO issued_order SELECT generate_series(1, 5000)");
      const second = query("INSERT INTO issued_order VALUES (-1)");
      const { rows } = await query<{ total: string; last: number }>(
        "SELECT count(*)::text AS total, (array_agg(n ORDER BY ctid DESC))[1] AS last FROM issued_order",
      );
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

  it("COPY rows in order with the statements around it, escaped text intact, and count them", async () => {
    const values = ["plain", "tab\there", "back\\slash", "two\nlines\r\n", null, "\\N"];
    const rows = Buffer.from(values.map((value, index) => `${index}\t${copyTextField(value)}\n`).join(""));
    const seen = await withDriverTransaction(async (query, copy) => {
      await query("CREATE TEMP TABLE copied (n int, value text) ON COMMIT DROP");
      const before = query("INSERT INTO copied VALUES (-1, 'before')");
      const copied = await copy("copied (n, value)", rows);
      await before;
      const { rows: stored } = await query<{ n: number; value: string | null }>(
        "SELECT n, value FROM copied ORDER BY n",
      );
      return { copied, stored };
    });
    expect(seen.copied).toBe(values.length);
    expect(seen.stored).toEqual([{ n: -1, value: "before" }, ...values.map((value, n) => ({ n, value }))]);
  });

  it("answers a refused COPY with the constraint it broke, and a savepoint takes it back", async () => {
    const { failure, stored } = await withDriverTransaction(async (query, copy) => {
      await query("CREATE TEMP TABLE keyed (n int CONSTRAINT keyed_n_key UNIQUE) ON COMMIT DROP");
      await query("INSERT INTO keyed VALUES (2)");
      await query("SAVEPOINT before_copy");
      const failure = await copy("keyed (n)", Buffer.from("1\n2\n3\n")).then(
        () => null,
        (error: { code?: string; constraint?: string }) => ({ code: error.code, constraint: error.constraint }),
      );
      await query("ROLLBACK TO SAVEPOINT before_copy");
      await copy("keyed (n)", Buffer.from("4\n"));
      return {
        failure,
        stored: (await query<{ n: number }>("SELECT n FROM keyed ORDER BY n")).rows.map((row) => row.n),
      };
    });
    expect(failure).toEqual({ code: "23505", constraint: "keyed_n_key" });
    expect(stored).toEqual([2, 4]);
  });
});
