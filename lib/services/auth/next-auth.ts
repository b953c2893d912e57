import NextAuth, { CredentialsSignin, type NextAuthConfig, type User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { NextRequest } from "next/server";
import { ApiError } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/client-ip";
import { getRateLimiter } from "@/lib/api/rate-limit";
import { verifyAccessToken } from "@/lib/auth/jwt";
import type { Role } from "@/lib/auth/permissions";
import { REFRESH_TOKEN_TTL_SECONDS } from "@/lib/auth/refresh-token-secret";
import { env } from "@/lib/env";
import type { SessionTokens } from "@/lib/services/auth/issue-session";
import { loginWithPassword } from "@/lib/services/auth/login-with-password";
import { verifyTwoFactor } from "@/lib/services/two-factor/verify-two-factor";
import { refreshSession } from "@/lib/services/auth/refresh-session";
import { revokeRefreshToken } from "@/lib/services/auth/revoke-refresh-token";
import { sessionMetaOf, type SessionMeta } from "@/lib/services/auth/session-meta";
import { signInWithGoogle } from "@/lib/services/auth/sign-in-with-google";
import { loginLinkNeedsSecondFactor, signInWithLoginLink } from "@/lib/services/auth/sign-in-with-login-link";
import { getShellTeam } from "@/lib/services/teams/get-shell-team";
import { LoginBodySchema } from "@/lib/validation/auth";

// Dashboard sign-in (Auth.js). The dashboard is a client of our own API: signing in here runs the
// same services as POST /auth/login and /auth/google, and the encrypted session cookie keeps the
// API's token pair, so the browser calls /api/v1 with a Bearer token like any other client.

/** The API session kept inside the dashboard's session cookie. Times are Unix milliseconds. */
type ApiSession = {
  accessToken: string;
  accessTokenExpiresAt: number;
  refreshToken: string;
  refreshTokenExpiresAt: number;
};

/** Refresh this long before the access token expires, so a request never carries a dead token. */
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** The dashboard shares the login rate limit of POST /auth/login, per IP. */
const LOGIN_PATH = "/api/v1/auth/login";

export const isGoogleSignInEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

/** Shown on the sign-in form as "too many attempts" rather than "invalid email or password". */
class TooManySignInAttempts extends CredentialsSignin {
  code = "rate_limited";
}

/** The password was right and the user has two-factor sign-in: the form asks for a code. */
class SecondFactorRequired extends CredentialsSignin {
  code = "mfa_required";
}

class InvalidSecondFactor extends CredentialsSignin {
  code = "invalid_code";
}

type SignedInUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  teamId: string;
  role: Role;
};

function toApiSession(tokens: SessionTokens, now = Date.now()): ApiSession {
  return {
    accessToken: tokens.access_token,
    accessTokenExpiresAt: now + tokens.expires_in * 1000,
    refreshToken: tokens.refresh_token,
    refreshTokenExpiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
  };
}

function toAuthUser({ user, ...tokens }: SessionTokens & { user: SignedInUser }): User {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    id: user.id,
    email: user.email,
    name: name || null,
    teamId: user.teamId,
    role: user.role,
    apiSession: toApiSession(tokens),
  };
}

async function assertSignInAllowed(ip: string) {
  const decision = await getRateLimiter().consume({
    key: `ip:${ip}`,
    method: "POST",
    path: LOGIN_PATH,
    group: "login",
  });
  if (!decision.allowed) throw new TooManySignInAttempts();
}

async function authorizeWithPassword(
  credentials: Partial<Record<string, unknown>>,
  request: Request,
): Promise<User | null> {
  const input = LoginBodySchema.safeParse(credentials);
  if (!input.success) return null;
  const ip = clientIp(request);
  await assertSignInAllowed(ip);
  const meta = sessionMetaOf(request, ip);
  let signedIn: Awaited<ReturnType<typeof verifyTwoFactor>>;
  try {
    const result = await loginWithPassword(input.data, meta);
    if (!("mfa_required" in result)) return toAuthUser(result);
    // Two-factor sign-in (docs/contract.md section 18): the form sends the code along with the password.
    const code = typeof credentials.code === "string" ? credentials.code.trim() : "";
    if (!code) throw new SecondFactorRequired();
    signedIn = await verifyTwoFactor({ mfaToken: result.mfa_token, code }, meta).catch((error: unknown) => {
      throw error instanceof ApiError && error.code === "INVALID_CODE" ? new InvalidSecondFactor() : error;
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
  return toAuthUser(signedIn);
}

/**
 * A sign-in link (docs/contract.md section 25) from /sign-in/link: signs in despite the account's
 * backoff. With two-factor sign-in the form first asks for the code (the link is not spent until a
 * right code comes with it).
 */
async function authorizeWithLoginLink(
  credentials: Partial<Record<string, unknown>>,
  request: Request,
): Promise<User | null> {
  const token = typeof credentials.loginLink === "string" ? credentials.loginLink : "";
  const code = typeof credentials.code === "string" ? credentials.code.trim() : "";
  if (!token) return null;
  const ip = clientIp(request);
  await assertSignInAllowed(ip);
  try {
    if (!code && (await loginLinkNeedsSecondFactor(token))) throw new SecondFactorRequired();
    const result = await signInWithLoginLink({ token, ...(code ? { code } : {}) }, sessionMetaOf(request, ip));
    // Two-factor sign-in turned on since the form looked: ask for the code (the link was spent).
    if ("mfa_required" in result) throw new SecondFactorRequired();
    return toAuthUser(result);
  } catch (error) {
    if (error instanceof ApiError && error.code === "INVALID_CODE") throw new InvalidSecondFactor();
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

// The API treats a second use of a refresh token as theft and revokes the whole sign-in. Two
// requests carrying the same cookie can both find the token due (two tabs, a focus refetch racing
// the interval), so concurrent refreshes of one token share one exchange, and its result is kept
// for a minute for requests that arrive just after with the old cookie.
const refreshes = new Map<string, Promise<ApiSession>>();
const REFRESH_RESULT_TTL_MS = 60_000;

function refreshOnce(refreshToken: string, meta: SessionMeta): Promise<ApiSession> {
  let pending = refreshes.get(refreshToken);
  if (!pending) {
    pending = refreshSession({ refreshToken }, meta).then((tokens) => toApiSession(tokens));
    refreshes.set(refreshToken, pending);
    const forget = () => setTimeout(() => refreshes.delete(refreshToken), REFRESH_RESULT_TTL_MS).unref();
    pending.then(forget, forget);
  }
  return pending;
}

/**
 * Keeps the API session alive. Only where the answer can set the cookie (the Auth.js route, which
 * SessionProvider polls): a server component cannot, and rotating the refresh token there would
 * lose the new one and make the next refresh look like reuse.
 */
async function refreshedToken(token: JWT, request: Request | undefined, { force = false } = {}): Promise<JWT | null> {
  const now = Date.now();
  if (!token.accessToken || !token.refreshToken || !token.accessTokenExpiresAt || !token.refreshTokenExpiresAt)
    return null;
  if (!force && token.accessTokenExpiresAt - now > REFRESH_MARGIN_MS) return token;
  if (token.refreshTokenExpiresAt <= now) return null;
  if (!request) return token;
  try {
    const apiSession = await refreshOnce(token.refreshToken, sessionMetaOf(request, clientIp(request)));
    // The new access token carries the user's current team and role (a promotion, say).
    const claims = await verifyAccessToken(apiSession.accessToken);
    return { ...token, ...apiSession, teamId: claims?.team_id ?? token.teamId, role: claims?.role ?? token.role };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    // A passing failure (database restarting) should not sign anyone out; the next poll retries.
    console.error("Dashboard session refresh failed", error);
    return token;
  }
}

function dashboardAuthConfig(request: Request | undefined): NextAuthConfig {
  const providers: NextAuthConfig["providers"] = [
    Credentials({
      credentials: {
        email: { label: "Email", type: "email" },
        password: { label: "Password", type: "password" },
        code: { label: "Code", type: "text" },
        loginLink: { label: "Sign-in link", type: "text" },
      },
      authorize: (credentials, request) =>
        typeof credentials.loginLink === "string"
          ? authorizeWithLoginLink(credentials, request)
          : authorizeWithPassword(credentials, request),
    }),
  ];
  if (isGoogleSignInEnabled) {
    providers.push(Google({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
  }

  return {
    secret: env.AUTH_SECRET,
    trustHost: true,
    // The cookie lives as long as the refresh token inside it could.
    session: { strategy: "jwt", maxAge: REFRESH_TOKEN_TTL_SECONDS },
    pages: { signIn: "/sign-in", error: "/sign-in" },
    providers,
    callbacks: {
      async signIn({ user, account }) {
        if (account?.provider !== "google") return true;
        if (!account.id_token || !request) return false;
        try {
          const result = await signInWithGoogle(
            { idToken: account.id_token },
            sessionMetaOf(request, clientIp(request)),
          );
          // Without a database adapter Auth.js hands this same object to the jwt callback: from
          // here on the user is ours (our id, team and API session), not Google's profile.
          Object.assign(user, toAuthUser(result));
          return true;
        } catch (error) {
          if (error instanceof ApiError && error.status < 500) return false;
          throw error;
        }
      },
      async jwt({ token, user, trigger, session }) {
        if (user?.apiSession) {
          return { ...token, sub: user.id, userId: user.id, teamId: user.teamId, role: user.role, ...user.apiSession };
        }
        // The page changed the password (POST /auth/password answers a new session): keep it.
        const replaced = (session as { apiSession?: SessionTokens } | undefined)?.apiSession;
        if (trigger === "update" && replaced) {
          const claims = await verifyAccessToken(replaced.access_token);
          // Only this user's own new session: a page cannot swap in anyone else's tokens.
          if (claims?.sub === token.userId) return { ...token, ...toApiSession(replaced) };
        }
        // The API refused the access token (revoked by a role change, docs/contract.md section 18): renew it
        // now rather than at expiry; a revoked refresh token then signs the dashboard out.
        return refreshedToken(token, request, { force: trigger === "update" });
      },
      session({ session, token }) {
        session.accessToken = token.accessToken ?? "";
        session.user.id = token.userId ?? "";
        session.user.teamId = token.teamId ?? "";
        session.user.role = token.role ?? "MEMBER";
        return session;
      },
    },
    events: {
      // Signing out of the dashboard ends the API session too.
      async signOut(message) {
        const refreshToken = "token" in message ? message.token?.refreshToken : undefined;
        if (refreshToken)
          await revokeRefreshToken({ refreshToken }).catch((error) =>
            console.error("Sign-out could not revoke the session", error),
          );
      },
    },
    logger: {
      // A wrong password is an expected outcome, not a server error worth a stack trace.
      error(error) {
        if (error instanceof CredentialsSignin || (error as { type?: string }).type === "CredentialsSignin") return;
        console.error(error);
      },
    },
  };
}

const nextAuth = NextAuth((request) => dashboardAuthConfig(request));
export const { auth } = nextAuth;

/**
 * The request as the browser addressed it. Next builds route handler URLs on "localhost" whatever
 * the Host, and Auth.js derives its redirects (the Google callback URL above all) from that URL;
 * use the Host the browser sent, or the proxy's X-Forwarded-Host/-Proto when proxies are trusted,
 * as Auth.js's `trustHost` intends. (Next still writes loopback addresses as "localhost".)
 */
function atRequestedOrigin(request: NextRequest): NextRequest {
  const forwarded = (name: string) => (env.TRUST_PROXY ? request.headers.get(name)?.split(",")[0]?.trim() : undefined);
  const host = forwarded("x-forwarded-host") || request.headers.get("host");
  if (!host) return request;
  const current = new URL(request.url);
  const protocol = forwarded("x-forwarded-proto") === "https" ? "https" : current.protocol.replace(/:$/, "");
  try {
    const url = new URL(`${current.pathname}${current.search}`, `${protocol}://${host}`);
    return url.origin === current.origin ? request : new NextRequest(url, request);
  } catch {
    return request; // a Host that is not a host name: leave the request as Next built it
  }
}

export const handlers = {
  GET: (request: NextRequest) => nextAuth.handlers.GET(atRequestedOrigin(request)),
  POST: (request: NextRequest) => nextAuth.handlers.POST(atRequestedOrigin(request)),
};

/**
 * The signed-in user with their team's name and branding, for server-rendered pages; null when
 * signed out, or when the team no longer exists (the session is then of no use).
 */
export async function getDashboardSession() {
  const session = await auth();
  if (!session?.user.teamId) return null;
  const team = await getShellTeam({ teamId: session.user.teamId });
  return team ? { session, team } : null;
}
