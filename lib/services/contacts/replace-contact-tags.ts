import type { Transaction } from "@/lib/db";
import type { TagInput } from "@/lib/validation/contacts";

/**
 * Makes the contact's live tags exactly `tags`. Tags that stay keep their id and createdAt; a
 * name given again after it was removed revives its row, since (contactId, name) is unique over
 * deleted rows too. Answers the names that became live (added or revived): automations start on them.
 */
export async function replaceContactTags(
  tx: Transaction,
  { teamId, contactId, tags }: { teamId: string; contactId: string; tags: TagInput[] },
): Promise<string[]> {
  const wanted = new Map(tags.map((tag) => [tag.name, tag.value]));
  const existing = [
    ...(await tx.tag.findMany({ where: { contactId } })),
    ...(await tx.tag.findMany({ where: { contactId, isDeleted: true } })),
  ];
  const existingNames = new Set(existing.map(({ name }) => name));

  const removed = existing.filter((tag) => !tag.isDeleted && !wanted.has(tag.name)).map(({ id }) => id);
  if (removed.length > 0) await tx.tag.updateMany({ where: { id: { in: removed } }, data: { isDeleted: true } });

  const revived: string[] = [];
  for (const tag of existing) {
    const value = wanted.get(tag.name);
    if (value === undefined || (!tag.isDeleted && tag.value === value)) continue;
    // Naming isDeleted keeps the soft-delete filter off, so a deleted row can be revived.
    await tx.tag.update({ where: { id: tag.id, isDeleted: tag.isDeleted }, data: { value, isDeleted: false } });
    if (tag.isDeleted) revived.push(tag.name);
  }

  const added = tags.filter(({ name }) => !existingNames.has(name));
  if (added.length > 0)
    await tx.tag.createMany({ data: added.map(({ name, value }) => ({ name, value, teamId, contactId })) });
  return [...revived, ...added.map(({ name }) => name)];
}
