"use client";

import type { z } from "zod";
import type { TeamSchema } from "@/lib/validation/teams";
import { resourceKeys, useApiMutation, useApiQuery } from "./api-hooks";

export type Team = z.output<typeof TeamSchema>;

export const teamKeys = resourceKeys("team");

export function useCurrentTeam() {
  return useApiQuery<Team>(teamKeys.current(), "/teams/current");
}

export function useRenameTeam() {
  return useApiMutation(
    (api, name: string) => api.request<Team>("/teams/current", { method: "PATCH", json: { name } }),
    { onSuccess: (team, queryClient) => queryClient.setQueryData(teamKeys.current(), team) },
  );
}
