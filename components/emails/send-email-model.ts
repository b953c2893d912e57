import type { SendEmailInput } from "@/lib/queries/emails";

// The Send email form's state and the pure steps around it: which variables a person fills in,
// the `data` object they make, client-side checks, and the request body.

export type ContentMode = "template" | "custom";
export type DeliveryMode = "now" | "schedule";

export type SendEmailForm = {
  mode: ContentMode;
  templateId: string;
  variables: Record<string, string>;
  subject: string;
  html: string;
  to: string;
  cc: string;
  bcc: string;
  replyTo: string;
  smtpConfigId: string;
  track: boolean;
  delivery: DeliveryMode;
  /** A datetime-local value, in the browser's time zone. */
  scheduleAt: string;
};

export const EMPTY_FORM: SendEmailForm = {
  mode: "template",
  templateId: "",
  variables: {},
  subject: "",
  html: "",
  to: "",
  cc: "",
  bcc: "",
  replyTo: "",
  smtpConfigId: "",
  track: true,
  delivery: "now",
  scheduleAt: "",
};

/** Variables the sender fills itself (unsubscribe link, campaign and team): no field for them. */
const PROVIDED = [/^unsubscribeUrl$/, /^preferencesUrl$/, /^campaign(\.|$)/, /^team(\.|$)/];

export function fillableVariables(variables: string[]) {
  return variables.filter((name) => !PROVIDED.some((pattern) => pattern.test(name)));
}

/** "contact.company" = "Acme" becomes { contact: { company: "Acme" } }; empty values are left out. */
export function variablesToData(values: Record<string, string>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    if (value.trim() === "") continue;
    const parts = path.split(".");
    let target = data;
    for (const part of parts.slice(0, -1)) {
      const next = target[part];
      target = (target[part] = next && typeof next === "object" ? next : {}) as Record<string, unknown>;
    }
    target[parts.at(-1)!] = value;
  }
  return data;
}

/** A datetime-local value as an ISO instant; null when it is not a date. */
function localToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The earliest value the schedule picker offers: the next minute, in local time. */
export function minScheduleValue(now = new Date()) {
  const next = new Date(now.getTime() + 60_000);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}T${pad(next.getHours())}:${pad(next.getMinutes())}`;
}

/** The checks' messages (the emails.send.errors messages in the form); English by default. */
export type FormCheckMessages = Record<
  "to" | "templateId" | "subject" | "html" | "smtpConfigId" | "scheduleAtMissing" | "scheduleAtPast",
  string
>;

const ENGLISH_CHECKS: FormCheckMessages = {
  to: "Enter who this email goes to.",
  templateId: "Choose a template.",
  subject: "Enter a subject line.",
  html: "Write the email's HTML.",
  smtpConfigId: "Choose the SMTP server to send through.",
  scheduleAtMissing: "Pick a date and time.",
  scheduleAtPast: "Pick a time in the future.",
};

/** What the browser can tell before asking the server; keys are the API's field names. */
export function checkForm(
  form: SendEmailForm,
  now = Date.now(),
  messages: FormCheckMessages = ENGLISH_CHECKS,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.to.trim()) errors.to = messages.to;
  if (form.mode === "template" && !form.templateId) errors.templateId = messages.templateId;
  if (form.mode === "custom") {
    if (!form.subject.trim()) errors.subject = messages.subject;
    if (!form.html.trim()) errors.html = messages.html;
  }
  if (!form.smtpConfigId) errors.smtpConfigId = messages.smtpConfigId;
  if (form.delivery === "schedule") {
    const iso = localToIso(form.scheduleAt);
    if (!iso) errors.scheduleAt = messages.scheduleAtMissing;
    else if (new Date(iso).getTime() <= now) errors.scheduleAt = messages.scheduleAtPast;
  }
  return errors;
}

export function toRequestBody(form: SendEmailForm): SendEmailInput {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const data = variablesToData(form.variables);
  return {
    to: form.to.trim(),
    cc: optional(form.cc),
    bcc: optional(form.bcc),
    replyTo: optional(form.replyTo),
    smtpConfigId: form.smtpConfigId || undefined,
    track: form.track,
    ...(form.mode === "template"
      ? { templateId: form.templateId, data: Object.keys(data).length ? data : undefined }
      : { subject: form.subject, html: form.html }),
    ...(form.delivery === "schedule" ? { scheduleAt: localToIso(form.scheduleAt) ?? undefined } : {}),
  };
}
