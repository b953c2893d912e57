import { z } from "zod";
import { SubscriptionStatus } from "@/lib/generated/prisma/enums";
import { resourceMeta, timestamp } from "./common";
import { ProductSchema } from "./plans";

export const TeamSummarySchema = z.object({ ...resourceMeta, name: z.string() }).meta({ id: "TeamSummary" });

export const SubscriptionSchema = z
  .object({
    ...resourceMeta,
    team_id: z.string(),
    team: TeamSummarySchema,
    product_id: z.string(),
    product: ProductSchema,
    status: z.enum(SubscriptionStatus),
    billing_customer_id: z.string().nullable(),
    billing_subscription_id: z.string().nullable(),
    email: z.string().nullable(),
    current_period_start: timestamp(),
    current_period_end: timestamp().nullable(),
    trial_end: timestamp().nullable(),
    canceled_at: timestamp().nullable(),
    metadata: z.unknown().nullable(),
  })
  .meta({ id: "Subscription" });
