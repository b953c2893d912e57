// What the dashboard session carries beyond Auth.js's defaults (lib/services/auth/next-auth.ts fills it).
import type { DefaultSession } from "next-auth";
import type { Role } from "@/lib/auth/permissions";

declare module "next-auth" {
  interface Session {
    /** Bearer token for /api/v1, refreshed on the server before it expires. */
    accessToken: string;
    user: { id: string; teamId: string; role: Role } & DefaultSession["user"];
  }

  /** What a sign-in hands to the jwt callback: our user and a fresh API session. */
  interface User {
    teamId?: string;
    role?: Role;
    apiSession?: import("@/lib/services/auth/next-auth").ApiSession;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    userId?: string;
    teamId?: string;
    role?: Role;
    accessToken?: string;
    /** Unix milliseconds. */
    accessTokenExpiresAt?: number;
    refreshToken?: string;
    /** Unix milliseconds. */
    refreshTokenExpiresAt?: number;
  }
}
