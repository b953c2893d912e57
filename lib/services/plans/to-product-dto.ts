import type { Prisma } from "@/lib/generated/prisma/client";

export const productWithFeatures = {
  features: { where: { isDeleted: false }, orderBy: { feature: "asc" } },
} satisfies Prisma.ProductInclude;

type ProductRow = Prisma.ProductGetPayload<{ include: typeof productWithFeatures }>;

/** A plan as docs/interface.md shows it: price as a number, internal ordering left out. */
export function toProductDto({ sortOrder: _sortOrder, price, ...product }: ProductRow) {
  return { ...product, price: price.toNumber() };
}
