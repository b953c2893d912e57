import { isTokenShaped } from "@/lib/crypto/signed-token";
import { recordHit } from "../record/record-hit";

export type HitContext = { userAgent: string | null; ip: string; method: string };

/** Queues an open. Never touches the database: the pixel is the same GIF for every token, so its
 * signature is checked when the batch is written (a forged one records nothing then); one that is
 * not even shaped like a token is never queued. A promise: answer once it settles (recordHit). */
export function recordOpenHit({ token, userAgent, ip, method }: HitContext & { token: string }): void | Promise<void> {
  if (isTokenShaped(token))
    return recordHit({ openToken: token, event: "open", timestamp: new Date(), userAgent, ip, method, fromHit: true });
}
