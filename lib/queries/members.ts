"use client";

import type { z } from "zod";
import type { AssignableRole } from "@/lib/validation/teams";
import type { UserSchema } from "@/lib/validation/users";
import { resourceKeys, useApiMutation, useWholeList } from "./api-hooks";
import { teamKeys } from "./team";

export type Member = z.output<typeof UserSchema>;

const memberKeys = resourceKeys("members");

export function useMembers() {
  return useWholeList<Member>(memberKeys.list(), "/teams/current/members");
}

const memberPath = (userId: string) => `/teams/current/members/${encodeURIComponent(userId)}`;

export function useChangeMemberRole() {
  return useApiMutation(
    (api, { userId, role }: { userId: string; role: AssignableRole }) =>
      api.request<Member>(memberPath(userId), { method: "PATCH", json: { role } }),
    { invalidates: [memberKeys.all] },
  );
}

export function useRemoveMember() {
  return useApiMutation((api, userId: string) => api.request<Member>(memberPath(userId), { method: "DELETE" }), {
    onSuccess: (_, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.all });
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
