import type { Prisma } from "@/lib/generated/prisma/client";
import { assertPermission, ApiError, withApi, methodsNotAllowed } from "@/lib/api";
import { createTrackingEntry, trackByToken } from "@/lib/services/tracking";
import { createTrackingEntryOperation } from "@/lib/api/operations/tracking";

// POST /t (docs/interface.md lists it as /api/v1/t; the doubled prefix is served by the rewrite in
// next.config.ts). A credential is read when sent but only required for the emailId form.

export const POST = withApi(async ({ body, principal, request, ip }) => {
  if (body.token !== undefined) {
    return trackByToken({
      token: body.token,
      event: body.event,
      userAgent: request.headers.get("user-agent"),
      ip,
      method: request.method,
    });
  }
  if (!principal) throw ApiError.unauthorized();
  assertPermission(principal, "analytics:write");
  return createTrackingEntry({
    teamId: principal.teamId,
    input: {
      emailId: body.emailId!,
      event: body.event,
      timestamp: body.timestamp ? new Date(body.timestamp) : undefined,
      url: body.url,
      userAgent: body.userAgent,
      ipAddress: body.ipAddress,
      metadata: body.metadata as Prisma.InputJsonObject | undefined,
    },
  });
}, createTrackingEntryOperation);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
