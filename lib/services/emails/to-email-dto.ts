import type { Email, EmailTracking } from "@/lib/generated/prisma/client";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An Email row as the API shows it in lists: everything but the body and headers. */
export function toEmailDto(row: Email) {
  return {
    id: row.id,
    teamId: row.teamId,
    from: row.from,
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    replyTo: row.replyTo,
    subject: row.subject,
    status: row.status,
    error: row.error,
    test: row.test,
    marketing: row.marketing,
    stream: row.stream,
    track: row.track,
    messageId: row.messageId,
    data: row.data ?? null,
    tags: row.tags ?? null,
    attempts: row.attempts,
    categoryId: row.categoryId,
    smtpConfigId: row.smtpConfigId,
    campaignId: row.campaignId,
    contactId: row.contactId,
    templateId: row.templateId,
    sendAt: iso(row.sendAt),
    sentAt: iso(row.sentAt),
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toTrackingDto(row: EmailTracking) {
  return {
    id: row.id,
    emailId: row.emailId,
    event: row.event,
    timestamp: row.timestamp.toISOString(),
    campaignId: row.campaignId,
    contactId: row.contactId,
    browser: row.browser,
    os: row.os,
    deviceType: row.deviceType,
    ipAddress: row.ipAddress,
    city: row.city,
    region: row.region,
    country: row.country,
    userAgent: row.userAgent,
    url: row.url,
    isAutomated: row.isAutomated,
    // Bounce reason, reply snippet, complaint type (docs/contract.md section 14).
    metadata: row.metadata ?? null,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type AttachmentMeta = { id: string; filename: string; contentType: string; contentId: string | null; size: number };

type EventsPagination = { page: number; limit: number; total: number };

/** One email with what was sent (HTML, text, headers, attachments) and a page of its tracking entries, newest first. */
export function toEmailDetailDto(
  row: Email & { tracking: EmailTracking[]; attachments?: AttachmentMeta[] },
  eventsPagination: EventsPagination,
) {
  return {
    ...toEmailDto(row),
    body: row.body,
    text: row.text,
    headers: (row.headers as Record<string, string> | null) ?? null,
    attachments: row.attachments ?? [],
    events: row.tracking.map(toTrackingDto),
    eventsPagination,
  };
}
