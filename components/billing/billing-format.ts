import { useFormatter, useTranslations } from "next-intl";
import { PLAN_SEEDS } from "@/lib/config/plans";
import type { ProductFeature } from "@/lib/generated/prisma/enums";

// Words and figures for plans and usage on the Billing and Usage pages, in the reader's language
// (no server imports: client-safe).

type Interval = "monthly" | "yearly";
type PlanLike = { name: string; description?: string | null };
type SeededPlanName = "Free" | "Pro" | "Enterprise";

/**
 * The seeded plan a product still is: same name and, when the product carries one, the seed's
 * description. A plan a team created or renamed (or whose description was edited) is not one,
 * and keeps its stored words.
 */
function seededPlan(plan: PlanLike): SeededPlanName | null {
  const seed = PLAN_SEEDS.find((candidate) => candidate.name === plan.name);
  if (!seed || (plan.description !== undefined && plan.description !== null && plan.description !== seed.description))
    return null;
  return seed.name as SeededPlanName;
}

export function useBillingFormat() {
  const t = useTranslations("billing");
  const format = useFormatter();
  const formatNumber = (value: number) => format.number(value);
  const formatDate = (value: string | Date) =>
    format.dateTime(new Date(value), { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const intervalName = (interval: Interval) => t(`intervals.${interval}`);
  return {
    formatNumber,
    formatDate,
    intervalName,
    formatPrice: (price: number, interval: Interval) =>
      price === 0
        ? t("free")
        : t("price", {
            amount: format.number(price, { style: "currency", currency: "USD", minimumFractionDigits: 0 }),
            interval,
          }),
    formatMoney: (cents: number, currency: string) =>
      format.number(cents / 100, { style: "currency", currency: currency.toUpperCase() }),
    limitText: (limit: number | null) => (limit === null ? t("unlimited") : formatNumber(limit)),
    featureLabel: (feature: ProductFeature) => t(`features.${feature}.label`),
    /** What a feature's limit counts ("campaigns"); nothing for advanced analytics, which is not capped. */
    featureUnit: (feature: ProductFeature) => (feature === "advanced_analytics" ? "" : t(`features.${feature}.unit`)),
    /** A seeded plan's name in the reader's language; any other plan's as stored. */
    planName: (plan: PlanLike) => {
      const seeded = seededPlan(plan);
      return seeded ? t(`plans.${seeded}.name`) : plan.name;
    },
    /** A seeded plan's description in the reader's language; any other plan's as stored (or none). */
    planDescription: (plan: PlanLike) => {
      const seeded = seededPlan(plan);
      return seeded ? t(`plans.${seeded}.description`) : (plan.description ?? null);
    },
  };
}

export type BillingFormat = ReturnType<typeof useBillingFormat>;

export const BILLING_PATH = "/settings/billing";
