import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isRecordNotFound, isUniqueViolation } from "@/lib/db/errors";
import { contactInclude, toContactDto } from "./to-contact-dto";

export const contactNotFound = () => ApiError.notFound("Contact not found");

/** For writes by `{ id, teamId }`: a missing row (or another team's) is a 404, not a 500. */
export function rethrowContactNotFound(error: unknown): never {
  throw isRecordNotFound(error) ? contactNotFound() : error;
}

/** A list holds an address once in any letter case (the contact_list_email_key index). */
export function rethrowDuplicateEmail(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw ApiError.conflict("A contact with this email address is already in this list", "CONFLICT", {
      email: "is already in this list",
    });
  }
  throw error;
}

export async function getContact({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.contact.findFirst({ where: { id, teamId }, include: contactInclude });
  if (!row) throw contactNotFound();
  return toContactDto(row);
}
