"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { CopyButton } from "@/components/ui/copy-button";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBytes } from "@/components/media/file-format";
import { useSmtpRelay } from "@/lib/queries/smtp-relay";
import type { SmtpRelay } from "@/lib/validation/smtp-relay";
import { SettingsSection } from "./settings-section";

/** Settings → SMTP relay: where an app (WordPress, Rails, a printer) points its SMTP settings. */
export function SmtpRelaySettings() {
  const relay = useSmtpRelay();
  return (
    <QueryState query={relay} loading={<Skeleton className="h-72 rounded-xl" />} errorTitle="We couldn't load the SMTP relay settings">
      {(data) => (data.enabled ? <RelayDetails relay={data} /> : <RelayOff />)}
    </QueryState>
  );
}

function RelayOff() {
  return (
    <SettingsSection title="SMTP relay" description="Send through Sendwell from any app that speaks SMTP, with tracking, suppression, signing and webhooks applied.">
      <Alert tone="info" title="The SMTP relay is turned off on this server">
        Whoever runs Sendwell can turn it on by setting <code className="font-mono">SMTP_RELAY_PORT</code> (and{" "}
        <code className="font-mono">SMTP_RELAY_TLS_CERT</code> / <code className="font-mono">SMTP_RELAY_TLS_KEY</code> for STARTTLS).
      </Alert>
    </SettingsSection>
  );
}

function RelayDetails({ relay }: { relay: SmtpRelay }) {
  const example = `smtp://sendwell:<API key>@${relay.host}:${relay.port}`;
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection
        title="SMTP relay"
        description="Point any app that sends email over SMTP at these settings. Its messages go out like the ones sent through the API, and show under Emails."
      >
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Setting label="Host" value={relay.host} copy />
          <Setting label="Port" value={String(relay.port)} copy />
          <Setting label="Username" value={relay.username} copy />
          <Setting label="Password">
            An API key with the <span className="font-medium">Send emails</span> permission.{" "}
            <Link href="/settings/api-keys" className="font-medium text-indigo-600 hover:text-indigo-700">
              Create one
            </Link>
          </Setting>
          <Setting label="Encryption">{relay.starttls ? "STARTTLS (required before signing in)" : "None: use it only on this machine or a private network"}</Setting>
          <Setting label="Sign-in methods">{relay.authMethods.join(", ")}</Setting>
          <Setting label="Largest message">{formatBytes(relay.maxMessageBytes)}</Setting>
          <Setting label="Sending rate">{relay.ratePerMinute.toLocaleString()} messages per minute per API key</Setting>
        </dl>
      </SettingsSection>
      <SettingsSection title="How to connect" description="Most apps ask for these fields one by one; some take a single connection URL.">
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs ring-1 ring-slate-200 ring-inset">{example}</code>
            <CopyButton value={example} label="Copy connection URL" />
          </div>
          <ul className="list-disc space-y-1 pl-5 text-slate-600">
            <li>Recipients that unsubscribed, bounced or complained are refused one by one; the rest are sent.</li>
            <li>Attachments and inline images are kept. Bcc recipients are taken from the envelope.</li>
            <li>A wrong username or key is answered with 535; a message over the limit with 552.</li>
          </ul>
        </div>
      </SettingsSection>
    </div>
  );
}

function Setting({ label, value, copy = false, children }: { label: string; value?: string; copy?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="flex items-center gap-2 text-slate-800">
        {value !== undefined ? <span className="font-mono text-sm break-all">{value}</span> : children}
        {copy && value !== undefined ? <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} compact /> : null}
      </dd>
    </div>
  );
}
