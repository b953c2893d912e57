"use client";

import { useQuery } from "@tanstack/react-query";
import type { ConsentEntry } from "@/lib/validation/consent";
import { useApiClient } from "./api-client";
import { contactKeys } from "./contacts";

export type { ConsentEntry };

/** Under the contact's keys, so every contact write (which invalidates them all) refreshes it too. */
const consentKey = (contactId: string) => [...contactKeys.all, "consent", contactId] as const;

/** GET /contacts/{id}/consent: the contact's consent ledger, oldest first. */
export function useContactConsent(contactId: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: consentKey(contactId),
    queryFn: ({ signal }) =>
      api.request<{ data: ConsentEntry[] }>(`/contacts/${encodeURIComponent(contactId)}/consent`, { signal }),
    enabled: api.ready,
  });
}
