import { z, type ZodObject } from "zod";
import type { Permission } from "@/lib/auth";
import { getCampaignAnalytics, getTeamOverview } from "@/lib/services/analytics";
import { getCampaign, listCampaigns, sendCampaign } from "@/lib/services/campaigns";
import { createContact, getContact, listContacts } from "@/lib/services/contacts";
import { createEmail, getEmail } from "@/lib/services/emails";
import { createList, listLists } from "@/lib/services/lists";
import { getTemplate, listTemplates } from "@/lib/services/templates";
import { campaignAnalyticsQuery, teamOverviewQuery } from "@/lib/validation/analytics";
import { campaignsQuery } from "@/lib/validation/campaigns";
import { contactsQuery, CreateContactBodySchema } from "@/lib/validation/contacts";
import { SendEmailBodySchema } from "@/lib/validation/emails";
import { CreateListBodySchema, listsQuery } from "@/lib/validation/lists";
import { templatesQuery } from "@/lib/validation/templates";

// The MCP tools (docs/contract.md section 17): each one calls the same service as its REST route, with the
// same zod schema for its input, and is offered only to a key holding the route's permission.

export type McpTool = {
  name: string;
  description: string;
  permission: Permission;
  input: ZodObject;
  /** Changes nothing (MCP's readOnlyHint): clients may call it without asking. */
  readOnly: boolean;
  run: (args: never, teamId: string) => Promise<unknown>;
};

const byId = (what: string) =>
  z.object({
    id: z
      .string()
      .min(1)
      .meta({ description: `The ${what}'s id` }),
  });

function tool<S extends ZodObject>(
  definition: Omit<McpTool, "input" | "run"> & {
    input: S;
    run: (args: z.output<S>, teamId: string) => Promise<unknown>;
  },
): McpTool {
  return definition as unknown as McpTool;
}

export const MCP_TOOLS: McpTool[] = [
  tool({
    name: "list_contacts",
    description: "List the team's contacts (filters: listId, status, tag, q; paginated).",
    permission: "contacts:read",
    readOnly: true,
    input: contactsQuery,
    run: (args, teamId) => listContacts({ ...args, teamId }),
  }),
  tool({
    name: "get_contact",
    description: "One contact by id.",
    permission: "contacts:read",
    readOnly: true,
    input: byId("contact"),
    run: ({ id }, teamId) => getContact({ teamId, id }),
  }),
  tool({
    name: "create_contact",
    description: "Add a contact to one of the team's lists.",
    permission: "contacts:write",
    readOnly: false,
    input: CreateContactBodySchema,
    run: (args, teamId) => createContact({ ...args, teamId }),
  }),
  tool({
    name: "list_lists",
    description: "List the team's mailing lists with their contact counts.",
    permission: "lists:read",
    readOnly: true,
    input: listsQuery,
    run: (args, teamId) => listLists({ ...args, teamId }),
  }),
  tool({
    name: "create_list",
    description: "Create a mailing list.",
    permission: "lists:write",
    readOnly: false,
    input: CreateListBodySchema,
    run: (args, teamId) => createList({ ...args, teamId }),
  }),
  tool({
    name: "list_templates",
    description: "List the team's email templates.",
    permission: "templates:read",
    readOnly: true,
    input: templatesQuery,
    run: (args, teamId) => listTemplates({ ...args, teamId }),
  }),
  tool({
    name: "get_template",
    description: "One template with its subject, HTML and variables.",
    permission: "templates:read",
    readOnly: true,
    input: byId("template"),
    run: ({ id }, teamId) => getTemplate({ teamId, id }),
  }),
  tool({
    name: "send_email",
    description:
      "Send one email (POST /email): from a template (templateId + data) or subject + html, tracked, to one recipient.",
    permission: "emails:send",
    readOnly: false,
    input: SendEmailBodySchema,
    run: (args, teamId) => createEmail({ ...args, teamId }),
  }),
  tool({
    name: "get_email",
    description: "One sent email with its status, error and tracking events.",
    permission: "emails:read",
    readOnly: true,
    input: byId("email"),
    run: ({ id }, teamId) => getEmail({ teamId, id }),
  }),
  tool({
    name: "list_campaigns",
    description: "List the team's campaigns (filters: status, q).",
    permission: "campaigns:read",
    readOnly: true,
    input: campaignsQuery,
    run: (args, teamId) => listCampaigns({ ...args, teamId }),
  }),
  tool({
    name: "get_campaign",
    description: "One campaign by id.",
    permission: "campaigns:read",
    readOnly: true,
    input: byId("campaign"),
    run: ({ id }, teamId) => getCampaign({ teamId, id }),
  }),
  tool({
    name: "send_campaign",
    description: "Start sending a DRAFT or SCHEDULED campaign now.",
    permission: "campaigns:send",
    readOnly: false,
    input: byId("campaign"),
    run: ({ id }, teamId) => sendCampaign({ teamId, id }),
  }),
  tool({
    name: "get_campaign_analytics",
    description: "A campaign's figures: sent, delivered, opens, clicks, rates.",
    permission: "analytics:read",
    readOnly: true,
    input: campaignAnalyticsQuery,
    run: ({ campaignId }, teamId) => getCampaignAnalytics({ teamId, campaignId }),
  }),
  tool({
    name: "get_team_overview",
    description: "The team's sending and engagement figures by month.",
    permission: "analytics:read",
    readOnly: true,
    input: teamOverviewQuery,
    run: ({ months }, teamId) => getTeamOverview({ teamId, months }),
  }),
];
