/** Where a sign-in comes from; kept on the refresh token so sessions can be told apart. */
export type SessionMeta = { userAgent?: string | null; ipAddress?: string | null };

const MAX_USER_AGENT_LENGTH = 512;

export function sessionMetaOf(request: Request, ip: string): SessionMeta {
  return { userAgent: request.headers.get("user-agent")?.slice(0, MAX_USER_AGENT_LENGTH) ?? null, ipAddress: ip };
}
