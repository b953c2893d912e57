import { z } from "zod";
import { ProductFeature } from "@/lib/generated/prisma/enums";
import { bodyObject, timestamp } from "./common";
import { SubscriptionSchema } from "./subscriptions";

// docs/contract.md section 15: plan changes, cancel, the customer portal, invoices and the Stripe webhook.

export const ChangePlanBodySchema = bodyObject({
  productId: z.string().min(1).meta({ description: "The plan to move to (GET /plans)" }),
}).meta({ id: "ChangePlanBody" });

const FeatureUsageSchema = z
  .object({ feature: z.enum(ProductFeature), used: z.number().int(), limit: z.number().int().nullable() })
  .meta({ id: "FeatureUsage" });

const SubscriptionUsageSchema = z
  .object({
    period: z
      .object({ start: timestamp(), end: timestamp() })
      .meta({ description: "The calendar month (UTC) the email quota counts" }),
    emails: z
      .object({ used: z.number().int(), limit: z.number().int().nullable() })
      .meta({ description: "Emails queued this month against the plan's email_limit" }),
    features: z.array(FeatureUsageSchema),
  })
  .meta({ id: "SubscriptionUsage" });

export const CurrentSubscriptionSchema = SubscriptionSchema.extend({
  cancelAtPeriodEnd: z.boolean(),
  failedAt: timestamp().nullable().meta({ description: "When the last payment failed; new sends stop 7 days later" }),
  graceEndsAt: timestamp().nullable().meta({ description: "When new sends stop if the failed payment is not settled" }),
  usage: SubscriptionUsageSchema,
}).meta({ id: "CurrentSubscription" });

const CheckoutResponseSchema = z
  .object({
    checkoutUrl: z.url().meta({ description: "Stripe Checkout: the plan changes when Stripe confirms the payment" }),
  })
  .meta({ id: "CheckoutResponse" });

export const ChangePlanResponseSchema = z
  .union([CurrentSubscriptionSchema, CheckoutResponseSchema])
  .meta({ id: "ChangePlanResponse" });

export const PortalResponseSchema = z.object({ url: z.url() }).meta({ id: "BillingPortalResponse" });

const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    status: z.string().nullable(),
    total: z.number().meta({ description: "In the currency's smallest unit (cents)" }),
    currency: z.string(),
    created: timestamp(),
    hostedInvoiceUrl: z.string().nullable(),
    pdfUrl: z.string().nullable(),
  })
  .meta({ id: "Invoice" });

export const InvoicesResponseSchema = z
  .object({ mode: z.enum(["stripe", "self-hosted"]), invoices: z.array(InvoiceSchema) })
  .meta({ id: "InvoicesResponse" });

export const WebhookReceivedSchema = z.object({ received: z.literal(true) }).meta({ id: "BillingWebhookReceived" });

export const DailySendsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30).meta({ description: "How many days back, today included" }),
});

export const DailySendsSchema = z
  .object({ days: z.array(z.object({ day: z.iso.date(), emails: z.number().int() })) })
  .meta({ id: "DailySends" });
