import { db } from "@/lib/db";

const version = process.env.npm_package_version ?? "0.1.0";

export async function checkHealth() {
  const database = await db.$queryRaw`SELECT 1`.then(
    () => "ok" as const,
    () => "unreachable" as const,
  );
  return { status: database === "ok" ? ("ok" as const) : ("degraded" as const), database, version };
}
