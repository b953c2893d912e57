"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { senderDomainStatus, type SenderDomainStatus } from "@/lib/domains/sender-domain-status";
import type { CreateDomainBodySchema, DomainRecordSchema, DomainSchema } from "@/lib/validation/domains";
import { useApiClient, type Paginated } from "./api-client";
import { useTeamSettings } from "./settings";

export type Domain = z.output<typeof DomainSchema>;
export type DomainRecord = z.output<typeof DomainRecordSchema>;
export type NewDomain = z.input<typeof CreateDomainBodySchema>;

const PAGE_SIZE = 100;

const domainKeys = {
  all: ["domains"] as const,
  list: () => [...domainKeys.all, "list"] as const,
};

const domainPath = (id: string) => `/domains/${encodeURIComponent(id)}`;

export function useDomains() {
  const api = useApiClient();
  return useQuery({
    queryKey: domainKeys.list(),
    queryFn: ({ signal }) => api.request<Paginated<Domain>>("/domains", { query: { limit: PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

/**
 * Every change answers the domain as it now is: it replaces (or, deleted, removes) the listed one
 * at once, so a verify's chips turn without waiting for the refetch; the list is refetched either way.
 */
function useDomainMutation<Input>(call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<Domain>) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (domain) =>
      queryClient.setQueryData<Paginated<Domain>>(domainKeys.list(), (list) =>
        list
          ? {
              ...list,
              data: list.data.flatMap((item) => (item.id !== domain.id ? [item] : domain.isDeleted ? [] : [domain])),
            }
          : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKeys.all }),
  });
}

export function useCreateDomain() {
  return useDomainMutation((api, input: NewDomain) => api.request<Domain>("/domains", { method: "POST", json: input }));
}

export function useDeleteDomain() {
  return useDomainMutation((api, id: string) => api.request<Domain>(domainPath(id), { method: "DELETE" }));
}

/** Looks the records up in DNS; DNS trouble comes back as a record's `reason`, not as an error. */
export function useVerifyDomain() {
  return useDomainMutation((api, id: string) => api.request<Domain>(`${domainPath(id)}/verify`, { method: "POST" }));
}

/** A new DKIM key under a new selector; 409 while an earlier rotation still waits for its record. */
export function useRotateDomainKey() {
  return useDomainMutation((api, id: string) => api.request<Domain>(`${domainPath(id)}/rotate`, { method: "POST" }));
}

/** Whether mail from `fromAddress` will be signed: for warnings next to a sender, never a block. */
export function useSenderDomainStatus(fromAddress: string | null | undefined): SenderDomainStatus<Domain> {
  const domains = useDomains();
  const settings = useTeamSettings();
  // Until the domains are known there is nothing to warn about.
  if (!domains.data) return { state: "unknown" };
  return senderDomainStatus(fromAddress, domains.data.data, {
    requireVerifiedDomain: settings.data?.requireVerifiedDomain === true,
  });
}
