"use client";

import { useQuery } from "@tanstack/react-query";
import type { SmtpRelay } from "@/lib/validation/smtp-relay";
import { useApiClient } from "./api-client";

export function useSmtpRelay() {
  const api = useApiClient();
  return useQuery({
    queryKey: ["smtp-relay"],
    queryFn: ({ signal }) => api.request<SmtpRelay>("/smtp-relay", { signal }),
    enabled: api.ready,
    staleTime: 5 * 60_000,
  });
}
