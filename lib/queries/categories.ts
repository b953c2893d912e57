"use client";

import type { z } from "zod";
import type { CategorySchema, CreateCategoryBodySchema, UpdateCategoryBodySchema } from "@/lib/validation/categories";
import { templateKeys } from "./templates";
import { resourceKeys, resourceMutations, useWholeList } from "./api-hooks";

export type Category = z.output<typeof CategorySchema>;
export type CategoryInput = z.input<typeof CreateCategoryBodySchema>;
export type CategoryChanges = z.input<typeof UpdateCategoryBodySchema>;

const categoryKeys = resourceKeys("categories");

export function useCategories() {
  return useWholeList<Category, Category[]>(categoryKeys.list(), "/categories", {
    select: (page) => [...page.data].sort((a, b) => a.name.localeCompare(b.name)),
  });
}

export const useCreateCategory = resourceMutations<Category, CategoryInput, CategoryChanges>("/categories", {
  invalidates: [categoryKeys.all],
}).useCreate;

// Template cards show their category's name, so they refresh too.
const categoryChanges = resourceMutations<Category, CategoryInput, CategoryChanges>("/categories", {
  invalidates: [categoryKeys.all, templateKeys.all],
});

export const useUpdateCategory = categoryChanges.useUpdate;
export const useDeleteCategory = categoryChanges.useDelete;
