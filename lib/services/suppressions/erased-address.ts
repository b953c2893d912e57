import { createHmac, hkdfSync } from "node:crypto";
import { env } from "@/lib/env";
import { processSingleton } from "@/lib/process/singletons";

// An erased contact's address must never be mailed again, yet must not be kept (POST
// /contacts/{id}/erase). The team's suppression list therefore holds a keyed hash of it instead:
// `erased:<HMAC-SHA256 hex>`, keyed by a key derived from ENCRYPTION_KEY and bound to the team, so
// the entry cannot be reversed by hashing a list of guessed addresses without the server's key,
// nor linked across teams. Every suppression lookup asks for both forms (suppressionKeys), so
// the address stays suppressed when it is added, imported or sent to again. (A new ENCRYPTION_KEY
// makes existing erased entries unmatchable: rotate it only with that in mind.)

const ERASED_PREFIX = "erased:";

function erasureKey(): Buffer {
  return processSingleton("suppressions.erasure-key", () =>
    Buffer.from(hkdfSync("sha256", env.ENCRYPTION_KEY, "", "sendwell erased addresses", 32)),
  );
}

/** The suppression entry that stands for `address` (lower-cased) after its erasure. */
export function erasedAddressKey(teamId: string, address: string): string {
  return (
    ERASED_PREFIX +
    createHmac("sha256", erasureKey()).update(`${teamId}\u0000${address.trim().toLowerCase()}`).digest("hex")
  );
}

/** The suppression `email` values that refuse `address` for the team: the address and its erased form. */
export function suppressionKeys(teamId: string, address: string): [string, string] {
  const normalized = address.trim().toLowerCase();
  return [normalized, erasedAddressKey(teamId, normalized)];
}
