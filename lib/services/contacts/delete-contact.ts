import { db } from "@/lib/db";
import { rethrowContactNotFound } from "./get-contact";
import { contactInclude, toContactDto } from "./to-contact-dto";

/** Soft-deletes the contact: it leaves every read and mailing, and its address can be added to the list again. */
export async function deleteContact({ teamId, id }: { teamId: string; id: string }) {
  const row = await db.contact
    .update({ where: { id, teamId }, data: { isDeleted: true }, include: contactInclude })
    .catch(rethrowContactNotFound);
  return toContactDto(row);
}
