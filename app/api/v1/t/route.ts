import type { Prisma } from "@/lib/generated/prisma/client";
import { assertPermission } from "@/lib/api/authorize";
import { ApiError } from "@/lib/api/errors";
import { withApi } from "@/lib/api/with-api";
import { createTrackingEntry } from "@/lib/services/tracking/create-tracking-entry";
import { trackByToken } from "@/lib/services/tracking/track-by-token";
import { TrackBodySchema, TrackingEntrySchema } from "@/lib/validation/tracking";
import { methodsNotAllowed } from "@/lib/api/method-not-allowed";

// POST /t (docs/interface.md lists it as /api/v1/t; the doubled prefix is served by the rewrite in
// next.config.ts). A credential is read when sent but only required for the emailId form.

export const POST = withApi(
  async ({ body, principal, request, ip }) => {
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
  },
  {
    method: "POST",
    path: "/t",
    summary: "Create a tracking entry",
    description:
      "Records an event for an email and answers the stored EmailTracking object (200), written synchronously. Two forms:\n\n" +
      "- With a credential holding `analytics:write`: `{ emailId, event, timestamp?, url?, userAgent?, ipAddress?, metadata? }` " +
      "for an email of the caller's team (another team's id or an unknown one: 404). Events: click, open, reply, bounce, complaint. " +
      "`bounce` sets the recipient's contacts BOUNCED, marks the email BOUNCED and suppresses the address (reason BOUNCED); " +
      "`complaint` sets them COMPLAINED and suppresses the address (reason COMPLAINED).\n" +
      "- Without a credential: `{ token, event }` with the signed token of the email's open pixel (`event: open`) or of one of " +
      "its links (`event: click`, recorded with that link's URL); the reader's user agent and address come from the request. " +
      "A forged or altered token: 404.\n\n" +
      "Browser, OS and device type are derived from the user agent, city, region and country from the IP address; " +
      "proxy and scanner traffic is stored with `isAutomated: true`. Also served at `/api/v1/api/v1/t`.",
    tags: ["Tracking"],
    auth: "optional",
    rateGroup: "tracking",
    body: TrackBodySchema,
    successStatus: 200,
    response: TrackingEntrySchema,
    errors: [404],
  },
);

export const { GET, HEAD, PUT, PATCH, DELETE } = methodsNotAllowed(["POST"]);
