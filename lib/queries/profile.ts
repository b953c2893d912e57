"use client";

import type { z } from "zod";
import type { ProfileSchema, UpdateProfileBody } from "@/lib/validation/profile";
import { resourceKeys, useApiMutation, useApiQuery } from "./api-hooks";
import { securityKeys } from "./security";

export type Profile = z.output<typeof ProfileSchema>;
export type ProfileChanges = z.input<typeof UpdateProfileBody>;

const profileKeys = resourceKeys("profile");

export function useProfile() {
  return useApiQuery<Profile>(profileKeys.current(), "/auth/profile");
}

export function useUpdateProfile() {
  return useApiMutation(
    (api, changes: ProfileChanges) => api.request<Profile>("/auth/profile", { method: "PATCH", json: changes }),
    {
      onSuccess: (profile, queryClient) => {
        queryClient.setQueryData(profileKeys.current(), profile);
        void queryClient.invalidateQueries({ queryKey: securityKeys.me() });
      },
    },
  );
}
