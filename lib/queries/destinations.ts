"use client";

import type { z } from "zod";
import type { DestinationQueuesSchema } from "@/lib/validation/destinations";
import { useApiQuery } from "./api-hooks";

// Waiting and deferred destinations, GET /deliverability/queues (docs/contract.md section 20).

export type DestinationQueues = z.output<typeof DestinationQueuesSchema>;

const keys = { queues: () => ["deliverability", "queues"] as const };

export function useDestinationQueues() {
  return useApiQuery<DestinationQueues>(keys.queues(), "/deliverability/queues", {
    // Deferrals end and slots pass within minutes: the table follows without a reload.
    refetchInterval: 15_000,
  });
}
