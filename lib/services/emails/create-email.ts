import { createId } from "@paralleldrive/cuid2";
import { ApiError } from "@/lib/api/errors";
import { buildRenderContext, renderTemplate, type RenderedTemplate, type RenderContext } from "@/lib/mail/render";
import { prepareMessage } from "@/lib/mail/prepare-message";
import { assertSenderDomain } from "@/lib/services/domains/assert-sender-domain";
import { getPublishedTemplateContent } from "@/lib/services/templates/get-published-template-content";
import { resolveTemplateContent } from "@/lib/services/templates/resolve-template-content";
import { LAYOUT_NOT_SENDABLE } from "@/lib/services/templates/template-layout";
import { rethrowTemplateError } from "@/lib/services/templates/template-content";
import { preferencesUrl, unsubscribeUrl } from "@/lib/mail/unsubscribe-token";
import { formatAddress, type SendEmailBody } from "@/lib/validation/emails";
import { findRecipient } from "./find-recipient";
import { getTeamTracking } from "@/lib/services/tracking/get-team-tracking";
import { futureSendAt, queueEmail, type QueuedEmail } from "./queue-email";
import { resolveAttachments } from "./resolve-attachments";
import { streamOfSend } from "@/lib/services/sending-routes/send-stream";
import { resolveSending, senderOf } from "./resolve-smtp-config";

// POST /email (docs/interface.md section 4, docs/contract.md section 7): one marketing email, rendered, personalised
// and tracked here, stored finished, and sent by the send-email job.

function render(source: { subject: string; html: string }, context: RenderContext): RenderedTemplate {
  try {
    return renderTemplate({ ...source, context });
  } catch (error) {
    rethrowTemplateError(error);
  }
}

function assertNoMissingVariables(missing: string[]) {
  if (missing.length === 0) return;
  throw ApiError.unprocessable(
    `The template uses variables that have no value: ${missing.join(", ")}. Pass them in data, or give them a default ({{ name | default: "there" }})`,
    Object.fromEntries(missing.map((name) => [`data.${name}`, "is used by the template but has no value"])),
  );
}

/**
 * `templateVersion: "newest"` (a campaign's test send) renders the template as it is now; otherwise
 * its published version (docs/contract.md section 23).
 */
export async function createEmail({
  teamId,
  templateVersion = "published",
  ...body
}: SendEmailBody & { teamId: string; templateVersion?: "published" | "newest" }): Promise<QueuedEmail> {
  const sendAt = futureSendAt(body.scheduleAt, "scheduleAt");
  const { config, routeId } = await resolveSending({
    teamId,
    smtpConfigId: body.smtpConfigId,
    routeId: body.routeId,
    stream: streamOfSend({ stream: body.stream }),
  });
  const template = !body.templateId
    ? null
    : templateVersion === "newest"
      ? await resolveTemplateContent({ teamId, id: body.templateId, pick: { kind: "newest" } })
      : await getPublishedTemplateContent({ teamId, id: body.templateId });
  if (template?.row.kind === "layout") throw ApiError.validation("Invalid body", LAYOUT_NOT_SENDABLE);

  const { contact, suppressed } = await findRecipient({ teamId, address: body.to.address });
  // A test send goes to the marketer's own address; it is not mail to the audience.
  if (suppressed && !body.test) {
    throw ApiError.unprocessable(
      "The recipient unsubscribed, bounced or complained: marketing mail is not sent to this address",
      {
        to: "is suppressed (unsubscribed, bounced or complained)",
      },
    );
  }

  // A non-contact can still unsubscribe: its link and List-Unsubscribe suppress the address.
  const address = contact ? null : { teamId, email: body.to.address };
  const unsubscribe = unsubscribeUrl(contact ? contact.id : address!);
  const context = buildRenderContext({
    contact,
    data: body.data,
    unsubscribeUrl: unsubscribe,
    ...(contact ? { preferencesUrl: preferencesUrl(contact.id) } : {}),
  });
  const source = template
    ? { subject: body.subject ?? template.subject, html: template.html }
    : { subject: body.subject ?? "", html: body.html ?? "" };
  const rendered = render(source, context);
  assertNoMissingVariables(rendered.missingVariables);

  const id = createId();
  const from = senderOf(config, body.from);
  await assertSenderDomain({ teamId, from, field: body.from ? "from" : "smtpConfigId" });
  const tracking = await getTeamTracking(teamId);
  const track = body.track !== false;
  const prepared = prepareMessage({
    emailId: id,
    html: rendered.html,
    text: rendered.text,
    from,
    contactId: contact?.id,
    address,
    unsubscribeHeaders: true,
    trackOpens: track && tracking.opens,
    trackClicks: track && tracking.clicks,
    unsubscribeUrl: unsubscribe,
  });
  const attachments = await resolveAttachments(body.attachments);
  const list = (addresses: typeof body.cc) =>
    body.test || !addresses?.length ? null : addresses.map(formatAddress).join(", ");

  return queueEmail(
    {
      id,
      teamId,
      from,
      to: formatAddress(body.to),
      cc: list(body.cc),
      bcc: list(body.bcc),
      replyTo: body.replyTo?.length ? body.replyTo.map(formatAddress).join(", ") : null,
      subject: rendered.subject,
      body: prepared.html,
      text: prepared.text,
      headers: prepared.headers,
      messageId: prepared.messageId,
      data: (body.data ?? undefined) as object | undefined,
      test: body.test ?? false,
      track,
      marketing: true,
      // Transactional unless the body asks for the broadcast stream (docs/contract.md section 20).
      stream: body.stream ?? "transactional",
      smtpConfigId: config.id,
      routeId,
      contactId: contact?.id ?? null,
      templateId: template?.row.id ?? null,
      categoryId: template?.row.categoryId ?? null,
      sendAt,
    },
    attachments,
  );
}
