"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TeamSettingsSchema, UpdateSettingsBody } from "@/lib/validation/settings";
import { useApiClient } from "./api-client";

export type TeamSettings = z.output<typeof TeamSettingsSchema>;
export type Branding = TeamSettings["branding"];
/** The request body as sent (before the server's trimming and lower-casing). */
export type SettingsChanges = z.input<typeof UpdateSettingsBody>;

const settingsKeys = {
  all: ["settings"] as const,
  current: () => [...settingsKeys.all, "current"] as const,
};

export function useTeamSettings() {
  const api = useApiClient();
  return useQuery({
    queryKey: settingsKeys.current(),
    queryFn: ({ signal }) => api.request<TeamSettings>("/settings", { signal }),
    enabled: api.ready,
  });
}

export function useUpdateTeamSettings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: SettingsChanges) =>
      api.request<TeamSettings>("/settings", { method: "PATCH", json: changes }),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.current(), settings),
  });
}
