import { ApiError } from "@/lib/api/errors";
import { readClickToken } from "@/lib/tracking/tokens/tracking-tokens";
import { recordHit } from "../record/record-hit";
import type { HitContext } from "./record-open-hit";

/**
 * Queues a click for a genuine link token and answers the URL to redirect to: the one signed into
 * the token, i.e. a link that was in the email. A forged or altered token is a 404, never a
 * redirect, so the click endpoint cannot serve as an open redirector. `recorded`: redirect once it
 * settles (recordHit).
 */
export function recordClickHit({ token, userAgent, ip, method }: HitContext & { token: string }): {
  url: string;
  recorded: void | Promise<void>;
} {
  const click = readClickToken(token);
  if (!click || !/^https?:\/\//i.test(click.url)) throw ApiError.notFound("This link is not valid");
  const recorded = recordHit({
    emailId: click.emailId,
    event: "click",
    timestamp: new Date(),
    userAgent,
    ip,
    method,
    url: click.url,
    fromHit: true,
  });
  return { url: click.url, recorded };
}
