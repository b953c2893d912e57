import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { updateContact } from "@/lib/services/contacts/update-contact";
import type { UpdateContactData } from "@/lib/validation/automations";
import type { UpdateContactBody } from "@/lib/validation/contacts";
import type { StepInput, StepResult } from "./run-types";

/**
 * Tags, fields, list and status through the contacts service, so the change is exactly what
 * PATCH /contacts/{id} would do (events included: an added tag can start other automations).
 * Idempotent: adding a tag the contact has, or setting a field to its value, changes nothing.
 */
export async function updateContactStep({ contact }: StepInput, data: UpdateContactData): Promise<StepResult> {
  const current = await db.tag.findMany({ where: { contactId: contact.id }, select: { name: true, value: true } });
  const removing = new Set(data.removeTags.map((tag) => tag.toLowerCase()));
  const kept = current.filter((tag) => !removing.has(tag.name.toLowerCase()));
  const keptNames = new Set(kept.map((tag) => tag.name.toLowerCase()));
  const tags = [
    ...kept,
    ...data.addTags.filter((tag) => !keptNames.has(tag.toLowerCase())).map((name) => ({ name, value: null })),
  ];

  const profile: Record<string, string | null> = {};
  const metadata: Record<string, unknown> = { ...((contact.metadata as Record<string, unknown> | null) ?? {}) };
  let metadataChanged = false;
  for (const [field, value] of Object.entries(data.fields)) {
    if (field.startsWith("metadata.")) {
      metadata[field.slice("metadata.".length)] = value;
      metadataChanged = true;
    } else profile[field] = value;
  }
  const changes: UpdateContactBody = {
    ...(profile as Partial<UpdateContactBody>),
    tags,
    ...(metadataChanged ? { metadata } : {}),
    ...(data.listId ? { listId: data.listId } : {}),
    ...(data.status ? { status: data.status } : {}),
  };
  try {
    await updateContact({ teamId: contact.teamId, id: contact.id, ...changes });
  } catch (error) {
    // The target list already holds the address, or the list is gone: the flow goes on without it.
    if (error instanceof ApiError && error.status < 500) return { kind: "next", outcome: `skipped: ${error.message}` };
    throw error;
  }
  const summary = [
    data.addTags.length ? `+tags ${data.addTags.join(", ")}` : "",
    data.removeTags.length ? `-tags ${data.removeTags.join(", ")}` : "",
    Object.keys(data.fields).length ? `fields ${Object.keys(data.fields).join(", ")}` : "",
    data.listId ? `list ${data.listId}` : "",
    data.status ? `status ${data.status}` : "",
  ].filter(Boolean);
  return { kind: "next", outcome: `updated${summary.length ? `: ${summary.join("; ")}` : ""}` };
}
