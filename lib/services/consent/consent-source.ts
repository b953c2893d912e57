import type { Principal } from "@/lib/auth/principal";
import type { ConsentActionName, ConsentSourceName } from "@/lib/validation/consent";

/** A change made with an API key is `api`; one made by a signed-in user is the dashboard's. */
export function consentSourceOf(principal: Pick<Principal, "kind">): ConsentSourceName {
  return principal.kind === "apiKey" ? "api" : "dashboard";
}

const LEFT = new Set(["UNSUBSCRIBED", "BOUNCED", "COMPLAINED"]);

/** The ledger action of a contact's status change made by hand (API or dashboard), or null for none. */
export function statusChangeAction(before: string | null, after: string): ConsentActionName | null {
  if (before === after) return null;
  if (after === "UNSUBSCRIBED") return "unsubscribed";
  if (after === "BOUNCED") return "bounced";
  if (after === "COMPLAINED") return "complained";
  if (before === null) return "subscribed";
  if (after === "ACTIVE" && LEFT.has(before)) return "resubscribed";
  if (after === "ACTIVE" && before === "PENDING") return "confirmed";
  return null;
}
