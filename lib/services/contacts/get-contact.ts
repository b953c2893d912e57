import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { rowNotFound } from "@/lib/api/not-found";
import { contactInclude, toContactDto } from "./to-contact-dto";

const contacts = rowNotFound("Contact not found");

export const contactNotFound = contacts.notFound;
export const rethrowContactNotFound = contacts.rethrow;

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
  return toContactDto(await contacts.orThrow(db.contact.findFirst({ where: { id, teamId }, include: contactInclude })));
}
