import { z } from "zod";

const emailSchema = z.email();

/**
 * The stored form of an address: trimmed and lower-cased (lists are unique by lower(email)), or
 * null when it is not a deliverable-looking address. One rule for the API, imports and signup.
 */
export function normalizeEmail(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const email = raw
    .trim()
    .replace(/^mailto:/i, "")
    .toLowerCase();
  if (email.length === 0 || email.length > 254) return null;
  return emailSchema.safeParse(email).success ? email : null;
}
