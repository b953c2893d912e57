"use client";

import type { z } from "zod";
import type { TeamSettingsSchema, UpdateSettingsBody } from "@/lib/validation/settings";
import { resourceKeys, useApiMutation, useApiQuery } from "./api-hooks";

export type TeamSettings = z.output<typeof TeamSettingsSchema>;
export type Branding = TeamSettings["branding"];
/** The request body as sent (before the server's trimming and lower-casing). */
export type SettingsChanges = z.input<typeof UpdateSettingsBody>;

const settingsKeys = resourceKeys("settings");

export function useTeamSettings() {
  return useApiQuery<TeamSettings>(settingsKeys.current(), "/settings");
}

export function useUpdateTeamSettings() {
  return useApiMutation(
    (api, changes: SettingsChanges) => api.request<TeamSettings>("/settings", { method: "PATCH", json: changes }),
    { onSuccess: (settings, queryClient) => queryClient.setQueryData(settingsKeys.current(), settings) },
  );
}
