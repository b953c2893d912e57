"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { DestinationQueuesSchema } from "@/lib/validation/destinations";
import { useApiClient } from "./api-client";

// Waiting and deferred destinations, GET /deliverability/queues (docs/contract.md section 20).

export type DestinationQueues = z.output<typeof DestinationQueuesSchema>;

const keys = { queues: () => ["deliverability", "queues"] as const };

export function useDestinationQueues() {
  const api = useApiClient();
  return useQuery({
    queryKey: keys.queues(),
    queryFn: ({ signal }) => api.request<DestinationQueues>("/deliverability/queues", { signal }),
    enabled: api.ready,
    // Deferrals end and slots pass within minutes: the table follows without a reload.
    refetchInterval: 15_000,
  });
}
