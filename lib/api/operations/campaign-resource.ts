import { CampaignSchema } from "@/lib/validation/campaigns";
import { resourceOperations } from "./resource-operations";

/** The campaigns resource of campaigns.ts, campaign-sending.ts and campaign-ab.ts (plan feature email_campaigns). */
export const campaignsOperations = resourceOperations({
  path: "/campaigns",
  tags: ["Campaigns"],
  permissions: "campaigns",
  feature: "email_campaigns",
  item: CampaignSchema,
  one: "a campaign",
  many: "campaigns",
});
