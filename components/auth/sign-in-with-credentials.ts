import { signIn, type SignInResponse } from "next-auth/react";
import { apiRequest } from "@/lib/queries/api-client";

/** How a credentials sign-in fails; the forms word each one from auth.signIn.failures. */
export type CredentialsSignInFailure = "invalid" | "rate_limited" | "unavailable" | "mfa_required" | "invalid_code";

/**
 * Signs in to the dashboard and opens `destination` with a full page load, so nothing cached for a
 * previous visitor survives. Answers the failure when it does not work.
 */
export async function signInWithCredentials(
  credentials: { email: string; password: string; code?: string } | { loginLink: string; code?: string },
  destination: string,
): Promise<CredentialsSignInFailure | null> {
  let result: SignInResponse | undefined;
  try {
    result = await signIn("credentials", { ...credentials, redirect: false });
  } catch {
    return "unavailable";
  }
  if (result?.error) {
    if (result.code === "rate_limited" || result.code === "mfa_required" || result.code === "invalid_code")
      return result.code;
    return result.error === "CredentialsSignin" ? "invalid" : "unavailable";
  }
  window.location.assign(destination);
  return null;
}

/**
 * Sign-up and invite acceptance answer a token pair the dashboard does not use (it signs in through
 * Auth.js, which holds its own). Revoke that pair rather than leave a live credential unclaimed.
 */
export function discardApiSession(refreshToken: string) {
  void apiRequest("/auth/logout", { method: "POST", json: { refresh_token: refreshToken } }).catch(() => undefined);
}
