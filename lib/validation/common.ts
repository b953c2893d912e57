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
