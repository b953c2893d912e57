// Connection settings of the well-known providers, applied when a config leaves host or port out
// and offered by the dashboard's provider picker. Plain data: safe to import in the browser.

export const SMTP_PROVIDERS = ["CUSTOM", "GMAIL", "OUTLOOK", "AMAZON"] as const;
export type SmtpProviderName = (typeof SMTP_PROVIDERS)[number];

export type SmtpPreset = { label: string; host?: string; port: number; supportsTls: boolean; hint: string };

export const SMTP_PRESETS: Record<SmtpProviderName, SmtpPreset> = {
  CUSTOM: {
    label: "Custom SMTP",
    port: 587,
    supportsTls: true,
    hint: "Any SMTP server or relay: enter its host and port.",
  },
  GMAIL: {
    label: "Gmail / Google Workspace",
    host: "smtp.gmail.com",
    port: 587,
    supportsTls: true,
    hint: "Use an app password (Google Account → Security → App passwords), not your normal password.",
  },
  OUTLOOK: {
    label: "Outlook / Microsoft 365",
    host: "smtp.office365.com",
    port: 587,
    supportsTls: true,
    hint: "SMTP AUTH must be enabled for the mailbox in the Microsoft 365 admin center.",
  },
  AMAZON: {
    label: "Amazon SES",
    host: "email-smtp.us-east-1.amazonaws.com",
    port: 587,
    supportsTls: true,
    hint: "Use SES SMTP credentials, and the endpoint of your SES region (us-east-1 shown).",
  },
};

/** Port 465 is implicit TLS (the connection starts encrypted); other ports upgrade with STARTTLS. */
export const IMPLICIT_TLS_PORT = 465;
