import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import {
  buildRenderContext,
  compileTemplate,
  renderCompiledTemplate,
  SAMPLE_CAMPAIGN,
  SAMPLE_CONTACT,
  SAMPLE_UNSUBSCRIBE_PATH,
} from "@/lib/mail/render";
import { prepareMessage } from "@/lib/mail/prepare-message";
import { getTeamTracking } from "@/lib/services/tracking/get-team-tracking";
import { resolveTemplateContent } from "@/lib/services/templates/resolve-template-content";
import { formatAddress } from "@/lib/validation/emails";
import type { CheckTemplateBody } from "@/lib/validation/checks";
import { runChecks } from "./run-checks";

/** The team's default SMTP configuration's sender (else its oldest active one's). */
async function defaultSender(teamId: string) {
  const config = await db.sMTPConfig.findFirst({
    where: { teamId, isActive: true },
    orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }],
    select: { fromEmail: true, fromName: true },
  });
  return config ?? { fromEmail: `sender@${new URL(env.APP_URL).hostname}`, fromName: null };
}

/**
 * POST /templates/{id}/check: the template rendered for the sample contact, sent from the team's
 * default sender, tracked as the team tracks; its variables checked against those Sendwell knows.
 */
export async function checkTemplate({ teamId, id, subject }: CheckTemplateBody & { teamId: string; id: string }) {
  // Checked as it would be sent now: its newest version, inside its layout.
  const template = await resolveTemplateContent({ teamId, id, pick: { kind: "newest" } });
  const [sender, tracking] = await Promise.all([defaultSender(teamId), getTeamTracking(teamId)]);
  const compiled = compileTemplate({ subject: subject ?? template.subject, html: template.html });
  const unsubscribe = `${env.APP_URL}${SAMPLE_UNSUBSCRIBE_PATH}`;
  const rendered = renderCompiledTemplate(
    compiled,
    buildRenderContext({ contact: SAMPLE_CONTACT, unsubscribeUrl: unsubscribe, campaign: SAMPLE_CAMPAIGN }),
  );
  const from = formatAddress({ name: sender.fromName, address: sender.fromEmail.toLowerCase() });
  const prepared = prepareMessage({
    emailId: randomUUID(),
    html: rendered.html,
    text: rendered.text,
    from,
    address: { teamId, email: SAMPLE_CONTACT.email },
    unsubscribeHeaders: true,
    trackOpens: tracking.opens,
    trackClicks: tracking.clicks,
    unsubscribeUrl: unsubscribe,
  });
  return runChecks({
    teamId,
    message: {
      from,
      to: SAMPLE_CONTACT.email,
      subject: rendered.subject,
      body: prepared.html,
      text: prepared.text,
      headers: prepared.headers,
      messageId: prepared.messageId,
    },
    untrackedHtml: rendered.html,
    compiled,
    audience: null,
    unsubscribeUrl: null,
  });
}
