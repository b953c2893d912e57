import { describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { openPglite } from "@/lib/db/pglite";
import { env } from "@/lib/env";
import { getBoss } from "@/lib/jobs/pg-boss/process-pg-boss";
import { existingProcessSingleton, processSingleton } from "@/lib/process/singletons";
import { isShuttingDown, markShuttingDown } from "@/lib/process/lifecycle";
import { shutdownRuntime } from "@/lib/runtime/shutdown";

// The embedded database is opened on the first query, after the Prisma client and whatever else
// was made on import, yet shutdown must close it last. (On PostgreSQL there is no such database.)

describe.runIf(!env.DATABASE_URL)("shutdown on the embedded database", () => {
  it("stops the queue, closes what was opened since, then the Prisma client, the database last", async () => {
    const order: string[] = [];
    const boss = await getBoss();
    boss.on("stopped", () => order.push("pg-boss"));
    await db.user.count();
    const pglite = await openPglite(env.PGLITE_DIR);
    const closePglite = pglite.close.bind(pglite);
    vi.spyOn(pglite, "close").mockImplementation(() => {
      order.push("pglite");
      return closePglite();
    });
    const disconnect = db.$disconnect.bind(db);
    vi.spyOn(db, "$disconnect").mockImplementation(() => {
      order.push("prisma");
      return disconnect();
    });
    // Something opened late that stores into the database, like the capture server.
    processSingleton(
      "test.late-server",
      () => true,
      async () => {
        await db.user.count();
        order.push("late server");
      },
    );
    markShuttingDown();

    await shutdownRuntime();

    expect(order).toEqual(["pg-boss", "late server", "prisma", "pglite"]);
    expect(pglite.closed).toBe(true);
    expect(existingProcessSingleton("db.pglite")).toBeUndefined();
    expect(isShuttingDown()).toBe(true);
  });
});
