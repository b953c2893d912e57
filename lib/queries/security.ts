"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import type { z } from "zod";
import type { AuthSessionSchema } from "@/lib/validation/auth";
import type { RecoveryCodesSchema, TwoFactorSetupSchema } from "@/lib/validation/two-factor";
import type { UserWithTeamSchema } from "@/lib/validation/auth";
import { useApiClient } from "./api-client";

// The signed-in user's own security: password, two-factor sign-in, sessions (docs/contract.md section 18).

export type Me = z.output<typeof UserWithTeamSchema>;
export type TwoFactorSetup = z.output<typeof TwoFactorSetupSchema>;
type AuthSession = z.output<typeof AuthSessionSchema>;

export const securityKeys = {
  all: ["security"] as const,
  me: () => [...securityKeys.all, "me"] as const,
};

export function useMe() {
  const api = useApiClient();
  return useQuery({
    queryKey: securityKeys.me(),
    queryFn: ({ signal }) => api.request<Me>("/auth/me", { signal }),
    enabled: api.ready,
  });
}

export function useChangePassword() {
  const api = useApiClient();
  const { update } = useSession();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api.request<AuthSession>("/auth/password", { method: "POST", json: input }),
    // Every earlier token is revoked: the dashboard keeps the new session the answer carries.
    onSuccess: (session) => update({ apiSession: session }),
  });
}

export function useSetupTwoFactor() {
  const api = useApiClient();
  return useMutation({
    mutationFn: () => api.request<TwoFactorSetup>("/auth/2fa/setup", { method: "POST", json: {} }),
  });
}

export function useEnableTwoFactor() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.request<z.output<typeof RecoveryCodesSchema>>("/auth/2fa/enable", { method: "POST", json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.me() }),
  });
}

export function useDisableTwoFactor() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.request<object>("/auth/2fa/disable", { method: "POST", json: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.me() }),
  });
}

export function useSignOutEverywhere() {
  const api = useApiClient();
  return useMutation({
    mutationFn: () => api.request<object>("/auth/logout", { method: "POST", json: { all: true } }),
  });
}
