import { db } from "@/lib/db";
import { createSmtpConfig } from "@/lib/services/smtp/create-smtp-config";
import { createTemplate } from "@/lib/services/templates/create-template";
import { CreateSmtpConfigBodySchema } from "@/lib/validation/smtp";
import { uniqueEmail } from "../helpers/unique";

export const SMTP_PASSWORD = "peer-passw0rd-never-shown";

/** An SMTP config of the team pointing at a local peer (no TLS; AUTH off since the peer does not check it). */
export async function smtpConfigFor(
  teamId: string,
  {
    port,
    maxSendRate = 1000,
    isDefault = true,
    host = "127.0.0.1",
  }: { port: number; maxSendRate?: number; isDefault?: boolean; host?: string },
) {
  const body = CreateSmtpConfigBodySchema.parse({
    host,
    port,
    username: "mailer",
    password: SMTP_PASSWORD,
    requiresAuth: false,
    supportsTls: false,
    fromEmail: "news@acme.test",
    fromName: "Acme News",
    maxSendRate,
    isDefault,
  });
  return createSmtpConfig({ teamId, ...body });
}

export async function contactFor(
  teamId: string,
  fields: {
    email?: string;
    firstName?: string;
    company?: string;
    status?: "ACTIVE" | "UNSUBSCRIBED" | "BOUNCED" | "COMPLAINED";
    metadata?: object;
  } = {},
) {
  const list = await db.mailingList.create({
    data: { teamId, name: `List ${Math.random().toString(36).slice(2, 8)}` },
  });
  return db.contact.create({
    data: {
      teamId,
      listId: list.id,
      email: (fields.email ?? uniqueEmail("contact")).toLowerCase(),
      firstName: fields.firstName,
      company: fields.company,
      status: fields.status ?? "ACTIVE",
      metadata: fields.metadata,
    },
  });
}

export async function templateFor(teamId: string, { subject, html }: { subject: string; html: string }) {
  return createTemplate({
    teamId,
    userId: null,
    name: `Template ${Math.random().toString(36).slice(2, 8)}`,
    subject,
    html,
  });
}
