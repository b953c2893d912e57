import { db } from "@/lib/db";
import { productWithFeatures, toProductDto } from "./to-product-dto";

/** Every plan on offer, cheapest first. Plans are global, not team-owned. */
export async function listPlans() {
  const products = await db.product.findMany({
    include: productWithFeatures,
    orderBy: [{ sortOrder: "asc" }, { price: "asc" }],
  });
  return products.map(toProductDto);
}
