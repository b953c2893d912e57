"use client";

import { keepPreviousData } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  AutomationRunSchema,
  AutomationSchema,
  AutomationTestResultSchema,
  CreateAutomationBodySchema,
  UpdateAutomationBodySchema,
} from "@/lib/validation/automations";
import type { Paginated } from "./api-client";
import { replacingItem, resourceMutations, useApiMutation, useApiQuery } from "./api-hooks";

export type Automation = z.output<typeof AutomationSchema>;
export type AutomationRun = z.output<typeof AutomationRunSchema>;
export type AutomationRunStatus = AutomationRun["status"];
export type AutomationTestResult = z.output<typeof AutomationTestResultSchema>;
export type AutomationGoal = NonNullable<Automation["goal"]>;
type NewAutomation = z.input<typeof CreateAutomationBodySchema>;
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

const afterChange = replacingItem<Automation>(automationKeys.all, automationKeys.detail);
const automations = resourceMutations<Automation, NewAutomation, AutomationChanges>("/automations", afterChange);

export function useAutomations(filter: AutomationsFilter) {
  return useApiQuery<Paginated<Automation>>(automationKeys.list(filter), "/automations", {
    query: filter,
    placeholderData: keepPreviousData,
  });
}

/** The automation with its graph; an active one is polled for its live per-step counts. */
export function useAutomation(id: string) {
  return useApiQuery<Automation>(automationKeys.detail(id), automations.itemPath(id), {
    refetchInterval: (query) => (query.state.data?.isActive ? LIVE_COUNTS_INTERVAL_MS : false),
  });
}

export function useAutomationRuns(id: string, filter: AutomationRunsFilter, { live = false } = {}) {
  return useApiQuery<Paginated<AutomationRun>>(automationKeys.runs(id, filter), `${automations.itemPath(id)}/runs`, {
    query: filter,
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_COUNTS_INTERVAL_MS : false,
  });
}

export const useCreateAutomation = automations.useCreate;
export const useUpdateAutomation = automations.useUpdate;
export const useDeleteAutomation = automations.useDelete;

/** activate answers 422 with the node ids at fault when the graph cannot run. */
export function useSetAutomationActive() {
  return useApiMutation(
    (api, { id, active }: { id: string; active: boolean }) =>
      api.request<Automation>(`${automations.itemPath(id)}/${active ? "activate" : "deactivate"}`, {
        method: "POST",
        json: {},
      }),
    afterChange,
  );
}

/** "Test with a contact": a dry run of the flow for one contact (nothing is sent or written). */
export function useTestAutomation() {
  return useApiMutation((api, { id, contactId }: { id: string; contactId: string }) =>
    api.request<AutomationTestResult>(`${automations.itemPath(id)}/test`, { method: "POST", json: { contactId } }),
  );
}

/** Contacts of the whole team matching a search, for the test dialog's picker. */
export function useContactSearch(q: string) {
  const query = q.trim();
  return useApiQuery<Paginated<{ id: string; email: string; firstName: string | null; lastName: string | null }>>(
    [...automationKeys.all, "contact-search", query] as const,
    "/contacts",
    {
      query: { q: query || undefined, limit: 8 },
      placeholderData: keepPreviousData,
    },
  );
}
