import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, resourceMeta } from "./common";

// Email categories (SPEC.md section 2, EmailCategory): they group templates and emails.

const categoryName = z
  .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be a string") })
  .trim()
  .min(2, { error: "must be at least 2 characters" })
  .max(100, { error: "must be at most 100 characters" })
  .meta({ example: "Newsletters" });

const description = z
  .string({ error: "must be a string" })
  .trim()
  .max(500, { error: "must be at most 500 characters" })
  .transform((value) => value || null)
  .nullable()
  .meta({ example: "Monthly product news and tips" });

export const CreateCategoryBodySchema = bodyObject({
  name: categoryName,
  description: description.optional(),
}).meta({ id: "CreateCategoryBody" });

export const UpdateCategoryBodySchema = bodyObject({
  name: categoryName.optional(),
  description: description.optional(),
})
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: "give at least one of name, description" })
  .meta({ id: "UpdateCategoryBody" });

export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;

export const categoriesQuery = paginationQuery.extend({
  q: z.string().trim().min(1).max(200).optional().meta({ description: "Searches name and description (case-insensitive)" }),
});

export type CategoriesQuery = z.infer<typeof categoriesQuery>;

/** A category embedded in a template. */
export const CategorySummarySchema = z
  .object({ ...resourceMeta, teamId: z.string(), name: z.string(), description: z.string().nullable() })
  .meta({ id: "EmailCategorySummary" });

export const CategorySchema = CategorySummarySchema.extend({
  templateCount: z.number().int().meta({ description: "Live templates in this category" }),
}).meta({ id: "EmailCategory" });
