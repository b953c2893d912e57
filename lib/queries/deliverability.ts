"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { DeliverabilityReportSchema } from "@/lib/validation/deliverability";
import type { DmarcSummarySchema } from "@/lib/validation/dmarc";
import { useApiClient } from "./api-client";

// DMARC aggregate reports of a domain and deliverability by recipient domain (docs/contract.md section 22).

export type DmarcSummary = z.output<typeof DmarcSummarySchema>;
export type DeliverabilityReport = z.output<typeof DeliverabilityReportSchema>;

const keys = {
  dmarc: (id: string, days: number) => ["domains", "dmarc", id, days] as const,
  deliverability: (days: number) => ["analytics", "deliverability", days] as const,
};

export function useDomainDmarc(id: string, days = 30) {
  const api = useApiClient();
  return useQuery({
    queryKey: keys.dmarc(id, days),
    queryFn: ({ signal }) =>
      api.request<DmarcSummary>(`/domains/${encodeURIComponent(id)}/dmarc`, { query: { days }, signal }),
    enabled: api.ready,
  });
}

export function useDeliverability(days = 30) {
  const api = useApiClient();
  return useQuery({
    queryKey: keys.deliverability(days),
    queryFn: ({ signal }) =>
      api.request<DeliverabilityReport>("/analytics/deliverability", { query: { days }, signal }),
    enabled: api.ready,
  });
}
