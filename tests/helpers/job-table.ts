import { env } from "@/lib/env";

/** pg-boss's job table in this test file's own queue schema (see tests/setup/per-file.ts). */
export const JOB_TABLE = `"${env.PGBOSS_SCHEMA}".job`;
