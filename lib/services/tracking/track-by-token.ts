import { ApiError } from "@/lib/api/errors";
import type { TrackingEvent } from "@/lib/generated/prisma/enums";
import { readClickToken, readOpenToken } from "@/lib/tracking/tokens/tracking-tokens";
import { createTrackingEntry } from "./create-tracking-entry";
import type { HitContext } from "./serve/record-open-hit";

/**
 * POST /t with `{ token, event }` and no credential: the signed token of a pixel (allows `open`)
 * or of a link (allows `click`, with the link's URL). A forged or altered token is a 404.
 */
export async function trackByToken({
  token,
  event,
  userAgent,
  ip,
  method,
}: HitContext & { token: string; event: TrackingEvent }) {
  const open = readOpenToken(token);
  const click = open ? null : readClickToken(token);
  if (!open && !click) throw ApiError.notFound("Tracking token not valid");
  const allowed: TrackingEvent = open ? "open" : "click";
  if (event !== allowed)
    throw ApiError.validation("Invalid body", {
      event: `must be ${allowed} for ${open ? "an open" : "a click"} token`,
    });
  const emailId = (open ?? click)!.emailId;
  return createTrackingEntry({
    teamId: null,
    input: { emailId, event, url: click?.url, userAgent, ipAddress: ip, fromHit: true, method },
  });
}
