import type { ProductFeature, ProductInterval } from "@/lib/generated/prisma/enums";

// The plans the seed writes (prisma/seed.ts).
type PlanSeed = {
  name: string;
  description: string;
  price: number;
  interval: ProductInterval;
  /** Emails a team may queue per calendar month (UTC); null: no cap. */
  email_limit: number | null;
  /** AI writing tokens (input + output) a team may use per calendar month (UTC); null: no cap. */
  ai_token_limit: number | null;
  sortOrder: number;
  /**
   * `limit` caps a feature (null: no cap). It counts the campaigns (email_campaigns), templates
   * (template_library), sending domains (custom_domain), automations (automation) or mailing lists
   * (segmentation) a team may have, its active API keys (api_access) and its members, owner
   * included (team_collaboration); advanced_analytics is not capped. rate_limit_multiplier's limit
   * is how far above the defaults a team may raise its rate limits (docs/contract.md section 25).
   */
  features: Record<ProductFeature, { enabled: boolean; limit: number | null }>;
};

export const FREE_PLAN_NAME = "Free";

/** A yearly plan costs ten months of the monthly one (two months free). */
const YEARLY_MONTHS = 10;

const MONTHLY_PLANS: PlanSeed[] = [
  {
    name: FREE_PLAN_NAME,
    description: "Everything you need to start: campaigns, templates, automations and the API, with modest caps.",
    price: 0,
    interval: "monthly",
    email_limit: 3000,
    ai_token_limit: 50_000,
    sortOrder: 0,
    features: {
      email_campaigns: { enabled: true, limit: 50 },
      template_library: { enabled: true, limit: 50 },
      advanced_analytics: { enabled: true, limit: null },
      custom_domain: { enabled: true, limit: 1 },
      api_access: { enabled: true, limit: 5 },
      team_collaboration: { enabled: true, limit: 3 },
      automation: { enabled: true, limit: 5 },
      segmentation: { enabled: true, limit: 20 },
      rate_limit_multiplier: { enabled: true, limit: 1 },
    },
  },
  {
    name: "Pro",
    description: "For growing teams: higher caps, more domains and seats.",
    price: 29,
    interval: "monthly",
    email_limit: 100_000,
    ai_token_limit: 2_000_000,
    sortOrder: 1,
    features: {
      email_campaigns: { enabled: true, limit: 1000 },
      template_library: { enabled: true, limit: 500 },
      advanced_analytics: { enabled: true, limit: null },
      custom_domain: { enabled: true, limit: 5 },
      api_access: { enabled: true, limit: 50 },
      team_collaboration: { enabled: true, limit: 20 },
      automation: { enabled: true, limit: 100 },
      segmentation: { enabled: true, limit: 500 },
      rate_limit_multiplier: { enabled: true, limit: 2 },
    },
  },
  {
    name: "Enterprise",
    description: "No caps, for organisations sending at scale.",
    price: 299,
    interval: "monthly",
    email_limit: null,
    ai_token_limit: null,
    sortOrder: 2,
    features: {
      email_campaigns: { enabled: true, limit: null },
      template_library: { enabled: true, limit: null },
      advanced_analytics: { enabled: true, limit: null },
      custom_domain: { enabled: true, limit: null },
      api_access: { enabled: true, limit: null },
      team_collaboration: { enabled: true, limit: null },
      automation: { enabled: true, limit: null },
      segmentation: { enabled: true, limit: null },
      rate_limit_multiplier: { enabled: true, limit: 10 },
    },
  },
];

/** Every paid plan is offered monthly and yearly (SPEC's `interval`); Free is monthly only. */
export const PLAN_SEEDS: PlanSeed[] = [
  ...MONTHLY_PLANS,
  ...MONTHLY_PLANS.filter((plan) => plan.price > 0).map((plan) => ({
    ...plan,
    interval: "yearly" as const,
    price: plan.price * YEARLY_MONTHS,
    sortOrder: plan.sortOrder + 10,
  })),
];
