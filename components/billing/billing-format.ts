import type { ProductFeature } from "@/lib/generated/prisma/enums";

// Words for plans and usage on the Billing and Usage pages (no server imports: client-safe).

export const FEATURE_LABELS: Record<ProductFeature, { label: string; unit: string }> = {
  email_campaigns: { label: "Campaigns", unit: "campaigns" },
  template_library: { label: "Templates", unit: "templates" },
  advanced_analytics: { label: "Advanced analytics", unit: "" },
  custom_domain: { label: "Sending domains", unit: "domains" },
  api_access: { label: "API keys", unit: "active keys" },
  team_collaboration: { label: "Team seats", unit: "seats (members and pending invites)" },
  automation: { label: "Automations", unit: "automations" },
  segmentation: { label: "Lists", unit: "lists" },
};

const number = new Intl.NumberFormat("en-US");
export const formatNumber = (value: number) => number.format(value);

const date = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
export const formatDate = (value: string | Date) => date.format(new Date(value));

export function formatPrice(price: number, interval: "monthly" | "yearly") {
  if (price === 0) return "Free";
  return `$${formatNumber(price)} / ${interval === "yearly" ? "year" : "month"}`;
}

export function formatMoney(cents: number, currency: string) {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export const limitText = (limit: number | null) => (limit === null ? "Unlimited" : formatNumber(limit));

export const BILLING_PATH = "/settings/billing";
