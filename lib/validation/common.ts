import { z } from "zod";

/** Refuses a value inside a zod `.transform`: records the message as the field's error. */
export function refuse(context: z.RefinementCtx, message: string): typeof z.NEVER {
  context.addIssue({ code: "custom", message });
  return z.NEVER;
}

export const timestamp = () => z.iso.datetime().meta({ example: "2026-11-23T09:30:00.000Z" });

/** Fields every resource carries (docs/contract.md section 1). */
export const resourceMeta = {
  id: z.string(),
  isDeleted: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
};

/** The fields of a resource a team owns: `resourceMeta` and its `teamId`. */
export const teamResourceMeta = { ...resourceMeta, teamId: z.string() };

/** The name and optional description of a resource a person names (lists, topics, segments, campaigns...). */
export const nameAndDescription = { name: z.string(), description: z.string().nullable() };

/** A team's resource a person names: `teamResourceMeta` with its name and description. */
export const namedTeamResourceMeta = { ...teamResourceMeta, ...nameAndDescription };

export const idParams = z.object({ id: z.string().min(1).meta({ description: "Resource id" }) });

/** A string field whose messages say "is required" when absent and "must be a string" otherwise. */
export const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") });

/** A request body: anything but a JSON object is refused with one clear message. */
export const bodyObject = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: "must be a JSON object" });

/** A resource's display name (lists, categories): 2 to 100 characters after trimming. */
export const displayName = (example: string) =>
  requiredString()
    .trim()
    .min(2, { error: "must be at least 2 characters" })
    .max(100, { error: "must be at most 100 characters" })
    .meta({ example });

/** A free-text description of up to 500 characters; blank or null clears it (stored as null). */
export const optionalDescription = (example: string) =>
  z
    .string({ error: "must be a string" })
    .trim()
    .max(500, { error: "must be at most 500 characters" })
    .transform((value) => value || null)
    .nullable()
    .meta({ example });

/**
 * A PATCH body must change something: refuses `{}` with a message naming the fields it takes
 * (without them, "give at least one field to change").
 */
export const someFieldGiven = (fields?: string[]) =>
  [
    (body: Record<string, unknown>) => Object.values(body).some((value) => value !== undefined),
    { error: fields ? `give at least one of ${fields.join(", ")}` : "give at least one field to change" },
  ] as const;

/** `?q=`: a search of a resource's name and description (campaigns, automations, categories). */
export const nameSearch = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: "Searches name and description (case-insensitive)" });
