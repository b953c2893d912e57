"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { AuditLogEntrySchema } from "@/lib/validation/audit-log";
import { useApiClient, type Paginated } from "./api-client";

export type AuditLogEntry = z.output<typeof AuditLogEntrySchema>;
export type AuditLogFilter = { action?: string; page: number };

export const AUDIT_LOG_PAGE_SIZE = 25;

const auditLogKeys = {
  all: ["audit-log"] as const,
  list: (filter: AuditLogFilter) => [...auditLogKeys.all, "list", filter] as const,
};

export function useAuditLog(filter: AuditLogFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: auditLogKeys.list(filter),
    queryFn: ({ signal }) =>
      api.request<Paginated<AuditLogEntry>>("/audit-log", {
        query: { page: filter.page, limit: AUDIT_LOG_PAGE_SIZE, ...(filter.action ? { action: filter.action } : {}) },
        signal,
      }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
  });
}
