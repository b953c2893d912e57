import { z } from "zod";

const MAX_PAGE_SIZE = 100;

/** `?page=1&limit=50` (docs/contract.md section 1): limit at most 100, default 50. */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).meta({ description: "Page number, from 1" }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(50)
    .meta({ description: "Items per page, at most 100" }),
});

export type Pagination = z.infer<typeof paginationQuery>;

export function pageArgs({ page, limit }: Pagination) {
  return { skip: (page - 1) * limit, take: limit };
}

export function paginated<T>(data: T[], total: number, { page, limit }: Pagination) {
  return { data, pagination: { page, limit, total } };
}

/** The OpenAPI shape of a paginated answer around an item schema. */
export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int() }),
  });
}
