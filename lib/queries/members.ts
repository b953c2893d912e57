"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AssignableRole } from "@/lib/validation/teams";
import type { UserSchema } from "@/lib/validation/users";
import { useApiClient, type Paginated } from "./api-client";
import { teamKeys } from "./team";

export type Member = z.output<typeof UserSchema>;

/** The settings screens show one page of this size; teams are far smaller than that. */
const MEMBERS_PAGE_SIZE = 100;

const memberKeys = {
  all: ["members"] as const,
  list: () => [...memberKeys.all, "list"] as const,
};

export function useMembers() {
  const api = useApiClient();
  return useQuery({
    queryKey: memberKeys.list(),
    queryFn: ({ signal }) =>
      api.request<Paginated<Member>>("/teams/current/members", { query: { limit: MEMBERS_PAGE_SIZE }, signal }),
    enabled: api.ready,
  });
}

export function useChangeMemberRole() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      api.request<Member>(`/teams/current/members/${encodeURIComponent(userId)}`, { method: "PATCH", json: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all }),
  });
}

export function useRemoveMember() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.request<Member>(`/teams/current/members/${encodeURIComponent(userId)}`, { method: "DELETE" }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
