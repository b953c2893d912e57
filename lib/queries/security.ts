"use client";

import { useSession } from "next-auth/react";
import type { z } from "zod";
import type { AuthSessionSchema } from "@/lib/validation/auth";
import type { RecoveryCodesSchema, TwoFactorSetupSchema } from "@/lib/validation/two-factor";
import type { UserWithTeamSchema } from "@/lib/validation/auth";
import { useApiMutation, useApiQuery } from "./api-hooks";

// The signed-in user's own security: password, two-factor sign-in, sessions (docs/contract.md section 18).

export type Me = z.output<typeof UserWithTeamSchema>;
export type TwoFactorSetup = z.output<typeof TwoFactorSetupSchema>;
type AuthSession = z.output<typeof AuthSessionSchema>;

export const securityKeys = {
  all: ["security"] as const,
  me: () => [...securityKeys.all, "me"] as const,
};

export function useMe() {
  return useApiQuery<Me>(securityKeys.me(), "/auth/me");
}

export function useChangePassword() {
  const { update } = useSession();
  return useApiMutation(
    (api, input: { currentPassword: string; newPassword: string }) =>
      api.request<AuthSession>("/auth/password", { method: "POST", json: input }),
    // Every earlier token is revoked: the dashboard keeps the new session the answer carries.
    { onSuccess: (session) => update({ apiSession: session }) },
  );
}

export function useSetupTwoFactor() {
  return useApiMutation<void, TwoFactorSetup>((api) => api.request("/auth/2fa/setup", { method: "POST", json: {} }));
}

export function useEnableTwoFactor() {
  return useApiMutation(
    (api, code: string) =>
      api.request<z.output<typeof RecoveryCodesSchema>>("/auth/2fa/enable", { method: "POST", json: { code } }),
    { invalidates: [securityKeys.me()] },
  );
}

export function useDisableTwoFactor() {
  return useApiMutation(
    (api, code: string) => api.request<object>("/auth/2fa/disable", { method: "POST", json: { code } }),
    { invalidates: [securityKeys.me()] },
  );
}

export function useSignOutEverywhere() {
  return useApiMutation<void, object>((api) => api.request("/auth/logout", { method: "POST", json: { all: true } }));
}
