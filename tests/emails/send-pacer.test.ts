import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { reserveSendSlots } from "@/lib/mail/send-pacer";

// The pacer's slot reservation (through the database driver) on its own: the slots of a batch, the
// next batch continuing after them, and the row as Prisma reads it back.

describe("reserveSendSlots", () => {
  it("answers evenly spaced slots from about now, continues after them, and keeps the row readable by Prisma", async () => {
    const smtpConfigId = `pacer-${randomUUID()}`;
    const before = Date.now();
    const first = await reserveSendSlots({ smtpConfigId, ratePerSecond: 10, count: 3 });
    const after = Date.now();
    expect(first).toHaveLength(3);
    expect(first.every((slot) => slot instanceof Date)).toBe(true);
    // An idle pacer's first slot is the moment of the reservation, not shifted by a time zone.
    expect(first[0].getTime()).toBeGreaterThanOrEqual(before - 50);
    expect(first[0].getTime()).toBeLessThanOrEqual(after + 50);
    expect(first.map((slot) => slot.getTime() - first[0].getTime())).toEqual([0, 100, 200]);

    const next = await reserveSendSlots({ smtpConfigId, ratePerSecond: 10 });
    expect(next).toHaveLength(1);
    expect(next[0].getTime()).toBeGreaterThanOrEqual(first[2].getTime() + 100);

    // Read as Prisma reads raw timestamps: "updatedAt" holds the UTC wall time (a timestamp column).
    const [row] = await db.$queryRaw<
      { nextSlotAt: Date; updatedAt: Date }[]
    >`SELECT "nextSlotAt", "updatedAt" FROM "SendPacer" WHERE "smtpConfigId" = ${smtpConfigId}`;
    expect(row.nextSlotAt.getTime()).toBe(next[0].getTime() + 100);
    expect(Math.abs(row.updatedAt.getTime() - Date.now())).toBeLessThan(5_000);
  });
});
