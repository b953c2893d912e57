"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { ProfileSchema, UpdateProfileBody } from "@/lib/validation/profile";
import { useApiClient } from "./api-client";
import { securityKeys } from "./security";

export type Profile = z.output<typeof ProfileSchema>;
export type ProfileChanges = z.input<typeof UpdateProfileBody>;

const profileKeys = {
  all: ["profile"] as const,
  current: () => [...profileKeys.all, "current"] as const,
};

export function useProfile() {
  const api = useApiClient();
  return useQuery({
    queryKey: profileKeys.current(),
    queryFn: ({ signal }) => api.request<Profile>("/auth/profile", { signal }),
    enabled: api.ready,
  });
}

export function useUpdateProfile() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => api.request<Profile>("/auth/profile", { method: "PATCH", json: changes }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.current(), profile);
      void queryClient.invalidateQueries({ queryKey: securityKeys.me() });
    },
  });
}
