"use client";

import type { z } from "zod";
import { senderDomainStatus, type SenderDomainStatus } from "@/lib/domains/sender-domain-status";
import type { CreateDomainBodySchema, DomainRecordSchema, DomainSchema } from "@/lib/validation/domains";
import type { Paginated } from "./api-client";
import { resourceKeys, resourceMutations, useWholeList } from "./api-hooks";
import { useTeamSettings } from "./settings";

export type Domain = z.output<typeof DomainSchema>;
export type DomainRecord = z.output<typeof DomainRecordSchema>;
type NewDomain = z.input<typeof CreateDomainBodySchema>;

const domainKeys = resourceKeys("domains");

export function useDomains() {
  return useWholeList<Domain>(domainKeys.list(), "/domains");
}

/**
 * Every change answers the domain as it now is: it replaces (or, deleted, removes) the listed one
 * at once, so a verify's chips turn without waiting for the refetch; the list is refetched either way.
 */
const domains = resourceMutations<Domain, NewDomain, never>("/domains", {
  onSuccess: (domain, queryClient) =>
    queryClient.setQueryData<Paginated<Domain>>(domainKeys.list(), (list) =>
      list
        ? {
            ...list,
            data: list.data.flatMap((item) => (item.id !== domain.id ? [item] : domain.isDeleted ? [] : [domain])),
          }
        : list,
    ),
  invalidates: [domainKeys.all],
  settled: true,
});

export const useCreateDomain = domains.useCreate;
export const useDeleteDomain = domains.useDelete;
/** Looks the records up in DNS; DNS trouble comes back as a record's `reason`, not as an error. */
export const useVerifyDomain = domains.useAction("verify");
/** A new DKIM key under a new selector; 409 while an earlier rotation still waits for its record. */
export const useRotateDomainKey = domains.useAction("rotate");

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
