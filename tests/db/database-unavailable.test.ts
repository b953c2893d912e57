import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/db/database-unavailable";
import { Prisma } from "@/lib/generated/prisma/client";

// The shapes lib/db/database-unavailable.ts reads, as Prisma 6 and its PostgreSQL adapter raise
// them (tests/faults/database-busy.test.ts raises the real ones through the API).

const prismaError = (code: string, message = "x", meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "6", meta });
const adapterError = (cause: Record<string, unknown>) =>
  Object.assign(new Error(String(cause.kind)), { name: "DriverAdapterError", cause });

describe("isDatabaseUnavailable", () => {
  it("counts a busy pool and a transaction that could not start or outlived its timeout", () => {
    expect(isDatabaseUnavailable(prismaError("P2024"))).toBe(true);
    expect(isDatabaseUnavailable(prismaError("P1001"))).toBe(true);
    expect(isDatabaseUnavailable(prismaError("P1017"))).toBe(true);
    expect(isDatabaseUnavailable(prismaError("P2037"))).toBe(true);
    const start = "Transaction API error: Unable to start a transaction in the given time.";
    expect(isDatabaseUnavailable(prismaError("P2028", start))).toBe(true);
    const expired = "Transaction API error: A query cannot be executed on an expired transaction. The timeout ...";
    expect(isDatabaseUnavailable(prismaError("P2028", expired))).toBe(true);
    const misuse =
      "Transaction API error: Transaction already closed: A commit cannot be executed on a committed transaction.";
    expect(isDatabaseUnavailable(prismaError("P2028", misuse))).toBe(false);
  });

  it("reads the SQLSTATE or the kind inside the adapter's error, also when Prisma wraps it", () => {
    const terminated = adapterError({ kind: "postgres", code: "57P01", severity: "FATAL" });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(prismaError("P2010", "Raw query failed", { driverAdapterError: terminated }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(adapterError({ kind: "postgres", code: "53300" }))).toBe(true);
    expect(isDatabaseUnavailable(adapterError({ kind: "ConnectionClosed" }))).toBe(true);
    const syntax = adapterError({ kind: "postgres", code: "42601" });
    expect(isDatabaseUnavailable(prismaError("P2010", "Raw query failed", { driverAdapterError: syntax }))).toBe(false);
    expect(isDatabaseUnavailable(prismaError("P2002"))).toBe(false);
    expect(isDatabaseUnavailable(adapterError({ kind: "UniqueConstraintViolation" }))).toBe(false);
  });

  it("reads node-postgres' own errors and socket failures", () => {
    const sqlError = (code: string) => Object.assign(new Error("x"), { code, severity: "ERROR" });
    expect(isDatabaseUnavailable(sqlError("08006"))).toBe(true);
    expect(isDatabaseUnavailable(sqlError("23505"))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new TypeError("cannot read properties of undefined"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
