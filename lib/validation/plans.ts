import { z } from "zod";
import { ProductFeature, ProductInterval } from "@/lib/generated/prisma/enums";
import { nameAndDescription, resourceMeta } from "./common";

const ProductFeatureConfigSchema = z
  .object({
    ...resourceMeta,
    product_id: z.string(),
    feature: z.enum(ProductFeature),
    enabled: z.boolean(),
    limit: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Cap for the feature (campaigns, templates, keys...); null means no cap" }),
  })
  .meta({ id: "ProductFeatureConfig" });

export const ProductSchema = z
  .object({
    ...resourceMeta,
    ...nameAndDescription,
    price: z.number(),
    interval: z.enum(ProductInterval),
    billing_id: z.string().nullable(),
    email_limit: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Emails a team may queue per calendar month (UTC); null means no cap" }),
    ai_token_limit: z.number().int().nullable().meta({
      description: "AI writing tokens (input + output) a team may use per calendar month (UTC); null means no cap",
    }),
    features: z.array(ProductFeatureConfigSchema),
  })
  .meta({ id: "Product" });

export const PlansResponseSchema = z.object({ plans: z.array(ProductSchema) }).meta({ id: "PlansResponse" });
