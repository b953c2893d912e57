import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { assertTeamFeature } from "@/lib/billing/assert-team-feature";
import { hashApiKey, looksLikeApiKey } from "./api-key-secret";
import { verifyAccessToken } from "./jwt";
import { isPermission, permissionsForRole } from "./permissions";
import type { Principal } from "./principal";

const INVALID_TOKEN = "Invalid or expired token";
const INVALID_API_KEY = "Invalid or expired API key";

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) throw ApiError.unauthorized(INVALID_TOKEN);
  return match[1].trim();
}

export async function authenticateApiKey(key: string): Promise<Principal> {
  const apiKey = await db.aPIKey.findUnique({
    where: { keyHash: hashApiKey(key) },
    include: {
      team: true,
      permissions: { where: { isDeleted: false }, include: { resourcePermission: { include: { resource: true } } } },
    },
  });
  if (!apiKey || apiKey.team.isDeleted || (apiKey.expiresAt && apiKey.expiresAt <= new Date())) {
    throw ApiError.unauthorized(INVALID_API_KEY);
  }
  // The plan's api_access is checked on every use of a key, not only when it is created: a team
  // moved to a plan without API access has its keys refused (403) until it moves back.
  await assertTeamFeature({ teamId: apiKey.teamId, feature: "api_access" });
  // lastUsedAt is bookkeeping: never make the caller wait for it or fail because of it.
  void db.aPIKey.update({ where: { id: apiKey.id }, data: { lastUsedAt: new Date() } }).catch(() => undefined);
  const permissions = apiKey.permissions
    .map(({ resourcePermission: { resource } }) => `${resource.name}:${resource.action}`)
    .filter(isPermission);
  return {
    kind: "apiKey",
    id: apiKey.id,
    apiKeyId: apiKey.id,
    teamId: apiKey.teamId,
    permissions: new Set(permissions),
  };
}

async function authenticateJwt(token: string): Promise<Principal> {
  const claims = await verifyAccessToken(token);
  if (!claims) throw ApiError.unauthorized(INVALID_TOKEN);
  // The user and team must still exist: a removed member's token stops working at once. So does
  // one issued before the user's tokenVersion moved on (logout-all, password change or reset,
  // role change; docs/contract.md section 18). Tokens from before versions existed count as version 0.
  const user = await db.user.findUnique({
    where: { id: claims.sub },
    select: { teamId: true, role: true, tokenVersion: true, team: { select: { isDeleted: true } } },
  });
  if (!user || user.team.isDeleted || user.teamId !== claims.team_id || (claims.ver ?? 0) !== user.tokenVersion) {
    throw ApiError.unauthorized(INVALID_TOKEN);
  }
  // Permissions follow the user's current role, so a demotion takes effect before the token expires.
  const permissions = permissionsForRole(user.role);
  return {
    kind: "user",
    id: claims.sub,
    userId: claims.sub,
    teamId: user.teamId,
    role: user.role,
    permissions: new Set(permissions),
  };
}

/**
 * Resolves the credential of a request: `Authorization: Bearer <JWT or API key>` or `X-API-KEY`.
 * Returns null when none is sent; throws 401 when one is sent but is not valid.
 */
export async function authenticate(request: Request): Promise<Principal | null> {
  const apiKeyHeader = request.headers.get("x-api-key")?.trim();
  if (apiKeyHeader) return authenticateApiKey(apiKeyHeader);
  const token = bearerToken(request);
  if (!token) return null;
  return looksLikeApiKey(token) ? authenticateApiKey(token) : authenticateJwt(token);
}
