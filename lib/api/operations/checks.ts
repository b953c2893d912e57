import { defineOperation } from "./define-operation";
import { CheckTemplateBodySchema, PreSendCheckSchema } from "@/lib/validation/checks";
import { idParams } from "@/lib/validation/common";

const CHECKS =
  "Checks: `spam_score` (the rendered message scored by SpamAssassin: warn from 3, fail from 5; spamd unreachable -> warn " +
  '"spam check unavailable"), `links` (every http(s) link fetched, HEAD else GET, 5 s, private targets refused, at most 50: fail ' +
  "naming each broken one), `variables` (fail when a recipient would get an unknown or empty variable printed without a default), " +
  "`size` (HTML over 102 KB: warn, Gmail clips it), `plain_text` (no text part: warn), `images` (almost no text beside images: warn), " +
  "`authentication` (From domain not VERIFIED: warn, fail when the team requires verified domains)";

export const checkCampaignOperation = defineOperation({
  method: "POST",
  path: "/campaigns/{id}/check",
  summary: "Check a campaign before sending",
  description: `${CHECKS}, \`unsubscribe\` (no unsubscribe or preferences link in the body: fail). \`status\` is the worst check's. With the team setting \`blockSendOnFailedChecks\`, send and schedule answer 422 \`PRE_SEND_CHECK_FAILED\` while a check fails. 422 when the campaign has no template or SMTP configuration.`,
  tags: ["Campaigns"],
  permission: "campaigns:read",
  feature: "email_campaigns",
  params: idParams,
  successStatus: 200,
  response: PreSendCheckSchema,
  errors: [404, 422],
});

export const checkTemplateOperation = defineOperation({
  method: "POST",
  path: "/templates/{id}/check",
  summary: "Check a template before sending",
  description: `${CHECKS}. Rendered for a sample contact, from the team's default SMTP configuration; variables are checked against those Sendwell knows. \`status\` is the worst check's.`,
  tags: ["Templates"],
  permission: "templates:read",
  params: idParams,
  body: CheckTemplateBodySchema.optional(),
  successStatus: 200,
  response: PreSendCheckSchema,
  errors: [404, 422],
});
