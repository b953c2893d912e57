"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TeamSchema } from "@/lib/validation/teams";
import { useApiClient } from "./api-client";

export type Team = z.output<typeof TeamSchema>;

export const teamKeys = {
  all: ["team"] as const,
  current: () => [...teamKeys.all, "current"] as const,
};

export function useCurrentTeam() {
  const api = useApiClient();
  return useQuery({
    queryKey: teamKeys.current(),
    queryFn: ({ signal }) => api.request<Team>("/teams/current", { signal }),
    enabled: api.ready,
  });
}

export function useRenameTeam() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.request<Team>("/teams/current", { method: "PATCH", json: { name } }),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.current(), team),
  });
}
