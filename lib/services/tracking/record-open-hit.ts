import { readOpenToken } from "@/lib/mail/tracking/tracking-tokens";
import { recordHit } from "@/lib/tracking/recorder";

export type HitContext = { userAgent: string | null; ip: string; method: string };

/** Queues an open for a genuine pixel token (the email is resolved when the batch is written);
 * answers whether the token was genuine. Never touches the database itself. */
export function recordOpenHit({ token, userAgent, ip, method }: HitContext & { token: string }): boolean {
  const open = readOpenToken(token);
  if (!open) return false;
  recordHit({ emailId: open.emailId, event: "open", timestamp: new Date(), userAgent, ip, method, fromHit: true });
  return true;
}
