import { POST as postPortal } from "@/app/api/v1/billing/portal/route";
import { GET as getInvoices } from "@/app/api/v1/billing/invoices/route";
import { POST as postWebhook } from "@/app/api/v1/billing/webhook/route";
import { POST as postCancel } from "@/app/api/v1/subscriptions/cancel/route";
import { GET as getSubscription, POST as postSubscription } from "@/app/api/v1/subscriptions/route";
import { db } from "@/lib/db";
import { apiRequest, callRoute } from "../helpers/http";

async function answer(response: Response) {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const billing = {
  current: (token: string) => callRoute(getSubscription, apiRequest("/subscriptions", { token })).then(answer),
  changePlan: (token: string, productId: string) =>
    callRoute(postSubscription, apiRequest("/subscriptions", { method: "POST", token, json: { productId } })).then(
      answer,
    ),
  cancel: (token: string) =>
    callRoute(postCancel, apiRequest("/subscriptions/cancel", { method: "POST", token })).then(answer),
  portal: (token: string) =>
    callRoute(postPortal, apiRequest("/billing/portal", { method: "POST", token })).then(answer),
  invoices: (token: string) => callRoute(getInvoices, apiRequest("/billing/invoices", { token })).then(answer),
  webhook: (payload: string, signature?: string) =>
    callRoute(
      postWebhook,
      apiRequest("/billing/webhook", {
        method: "POST",
        rawBody: payload,
        headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
      }),
    ).then(answer),
};

/** A seeded plan by name and interval. */
export function plan(name: string, interval: "monthly" | "yearly" = "monthly") {
  return db.product.findUniqueOrThrow({ where: { name_interval: { name, interval } } });
}
