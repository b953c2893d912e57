import { vi } from "vitest";
import { db } from "@/lib/db";
import { enqueue } from "@/lib/jobs/enqueue";
import { errorEnvelope } from "../auth/auth-client";

// The queue of the request-time import files (create-import.test.ts, import-reads.test.ts): each file mocks
// @/lib/jobs/enqueue (vi.mock stays in the test file, where it is hoisted) and records what would have
// been queued, as a job sent to pg-boss could be taken by a worker of another test file on a shared
// PostgreSQL database; pg-boss-import.test.ts runs an import through the real queue.

type QueuedJob = { name: string; payload: unknown; options: unknown; statusWhenQueued: string | null };

/** Records each job the mocked enqueue is given, with the import's status at that moment. */
export function recordQueuedJobs() {
  const queued: QueuedJob[] = [];
  vi.mocked(enqueue).mockImplementation(async (name, payload, options) => {
    // What a worker would find at that moment: the import must have committed already.
    const row = await db.contactImport.findUnique({ where: { id: (payload as { importId: string }).importId } });
    queued.push({ name, payload, options, statusWhenQueued: row?.status ?? null });
    return "queued";
  });
  return queued;
}

/** The 400 validation envelope. */
export const validation = (message: string, details: Record<string, string>) =>
  errorEnvelope("validation_error", "VALIDATION_ERROR", message, details);
