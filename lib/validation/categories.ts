import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { bodyObject, displayName, nameSearch, optionalDescription, resourceMeta, someFieldGiven } from "./common";

// Email categories (docs/interface.md section 2, EmailCategory): they group templates and emails.

const categoryName = displayName("Newsletters");

const description = optionalDescription("Monthly product news and tips");

export const CreateCategoryBodySchema = bodyObject({
  name: categoryName,
  description: description.optional(),
}).meta({ id: "CreateCategoryBody" });

export const UpdateCategoryBodySchema = bodyObject({
  name: categoryName.optional(),
  description: description.optional(),
})
  .refine(...someFieldGiven(["name", "description"]))
  .meta({ id: "UpdateCategoryBody" });

export type CreateCategoryBody = z.infer<typeof CreateCategoryBodySchema>;
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBodySchema>;

export const categoriesQuery = paginationQuery.extend({
  q: nameSearch(),
});

export type CategoriesQuery = z.infer<typeof categoriesQuery>;

/** A category embedded in a template. */
export const CategorySummarySchema = z
  .object({ ...resourceMeta, teamId: z.string(), name: z.string(), description: z.string().nullable() })
  .meta({ id: "EmailCategorySummary" });

export const CategorySchema = CategorySummarySchema.extend({
  templateCount: z.number().int().meta({ description: "Live templates in this category" }),
}).meta({ id: "EmailCategory" });
