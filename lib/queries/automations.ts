"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AutomationRunSchema,
  AutomationSchema,
  AutomationTestResultSchema,
  CreateAutomationBodySchema,
  UpdateAutomationBodySchema,
} from "@/lib/validation/automations";
import { useApiClient, type Paginated } from "./api-client";

export type Automation = z.output<typeof AutomationSchema>;
export type AutomationRun = z.output<typeof AutomationRunSchema>;
export type AutomationRunStatus = AutomationRun["status"];
export type AutomationTestResult = z.output<typeof AutomationTestResultSchema>;
export type AutomationGoal = NonNullable<Automation["goal"]>;
export type NewAutomation = z.input<typeof CreateAutomationBodySchema>;
export type AutomationChanges = z.input<typeof UpdateAutomationBodySchema>;

export type AutomationsFilter = { q?: string; page?: number; limit?: number };
export type AutomationRunsFilter = { status?: AutomationRunStatus; page?: number; limit?: number };

const automationKeys = {
  all: ["automations"] as const,
  list: (filter: AutomationsFilter) => [...automationKeys.all, "list", filter] as const,
  detail: (id: string) => [...automationKeys.all, "detail", id] as const,
  runs: (id: string, filter: AutomationRunsFilter) => [...automationKeys.all, "runs", id, filter] as const,
};

/** How often an open editor refreshes the contacts waiting at each step. */
const LIVE_COUNTS_INTERVAL_MS = 5_000;

const automationPath = (id: string) => `/automations/${encodeURIComponent(id)}`;

export function useAutomations(filter: AutomationsFilter) {
  const api = useApiClient();
  return useQuery({
    queryKey: automationKeys.list(filter),
    queryFn: ({ signal }) => api.request<Paginated<Automation>>("/automations", { query: filter, signal }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
  });
}

/** The automation with its graph; an active one is polled for its live per-step counts. */
export function useAutomation(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: automationKeys.detail(id),
    queryFn: ({ signal }) => api.request<Automation>(automationPath(id), { signal }),
    enabled: api.ready,
    refetchInterval: (query) => (query.state.data?.isActive ? LIVE_COUNTS_INTERVAL_MS : false),
  });
}

export function useAutomationRuns(id: string, filter: AutomationRunsFilter, { live = false } = {}) {
  const api = useApiClient();
  return useQuery({
    queryKey: automationKeys.runs(id, filter),
    queryFn: ({ signal }) =>
      api.request<Paginated<AutomationRun>>(`${automationPath(id)}/runs`, { query: filter, signal }),
    enabled: api.ready,
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_COUNTS_INTERVAL_MS : false,
  });
}

function useAutomationMutation<Input>(
  call: (api: ReturnType<typeof useApiClient>, input: Input) => Promise<Automation>,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => call(api, input),
    onSuccess: (automation) => {
      if (automation?.id) queryClient.setQueryData(automationKeys.detail(automation.id), automation);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: automationKeys.all }),
  });
}

export function useCreateAutomation() {
  return useAutomationMutation((api, input: NewAutomation) =>
    api.request<Automation>("/automations", { method: "POST", json: input }),
  );
}

export function useUpdateAutomation() {
  return useAutomationMutation((api, { id, changes }: { id: string; changes: AutomationChanges }) =>
    api.request<Automation>(automationPath(id), { method: "PATCH", json: changes }),
  );
}

export function useDeleteAutomation() {
  return useAutomationMutation((api, id: string) => api.request<Automation>(automationPath(id), { method: "DELETE" }));
}

/** activate answers 422 with the node ids at fault when the graph cannot run. */
export function useSetAutomationActive() {
  return useAutomationMutation((api, { id, active }: { id: string; active: boolean }) =>
    api.request<Automation>(`${automationPath(id)}/${active ? "activate" : "deactivate"}`, {
      method: "POST",
      json: {},
    }),
  );
}

/** "Test with a contact": a dry run of the flow for one contact (nothing is sent or written). */
export function useTestAutomation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ id, contactId }: { id: string; contactId: string }) =>
      api.request<AutomationTestResult>(`${automationPath(id)}/test`, { method: "POST", json: { contactId } }),
  });
}

/** Contacts of the whole team matching a search, for the test dialog's picker. */
export function useContactSearch(q: string) {
  const api = useApiClient();
  const query = q.trim();
  return useQuery({
    queryKey: [...automationKeys.all, "contact-search", query] as const,
    queryFn: ({ signal }) =>
      api.request<Paginated<{ id: string; email: string; firstName: string | null; lastName: string | null }>>(
        "/contacts",
        { query: { q: query || undefined, limit: 8 }, signal },
      ),
    enabled: api.ready,
    placeholderData: keepPreviousData,
  });
}
