import { z } from "zod";

export const timestamp = () => z.iso.datetime().meta({ example: "2026-11-23T09:30:00.000Z" });

/** Fields every resource carries (API.md section 1). */
export const resourceMeta = {
  id: z.string(),
  isDeleted: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
};

export const idParams = z.object({ id: z.string().min(1).meta({ description: "Resource id" }) });

/** A string field whose messages say "is required" when absent and "must be a string" otherwise. */
export const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") });

/** A request body: anything but a JSON object is refused with one clear message. */
export const bodyObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: "must be a JSON object" });
