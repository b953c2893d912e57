"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
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
  const t = useTranslations("smtpRelay");
  const relay = useSmtpRelay();
  return (
    <QueryState query={relay} loading={<Skeleton className="h-72 rounded-xl" />} errorTitle={t("loadError")}>
      {(data) => (data.enabled ? <RelayDetails relay={data} /> : <RelayOff />)}
    </QueryState>
  );
}

function RelayOff() {
  const t = useTranslations("smtpRelay");
  return (
    <SettingsSection title={t("title")} description={t("offDescription")}>
      <Alert tone="info" title={t("off")}>
        {t.rich("offDetail", {
          port: () => <code className="font-mono">SMTP_RELAY_PORT</code>,
          cert: () => <code className="font-mono">SMTP_RELAY_TLS_CERT</code>,
          key: () => <code className="font-mono">SMTP_RELAY_TLS_KEY</code>,
        })}
      </Alert>
    </SettingsSection>
  );
}

function RelayDetails({ relay }: { relay: SmtpRelay }) {
  const t = useTranslations("smtpRelay");
  const example = `smtp://sendwell:<API key>@${relay.host}:${relay.port}`;
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection title={t("title")} description={t("description")}>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Setting label={t("host")} value={relay.host} copyLabel={t("copy.host")} />
          <Setting label={t("port")} value={String(relay.port)} copyLabel={t("copy.port")} />
          <Setting label={t("username")} value={relay.username} copyLabel={t("copy.username")} />
          <Setting label={t("password")}>
            {t.rich("passwordDetail", { strong: (chunks) => <span className="font-medium">{chunks}</span> })}{" "}
            <Link href="/settings/api-keys" className="font-medium text-indigo-600 hover:text-indigo-700">
              {t("createKey")}
            </Link>
          </Setting>
          <Setting label={t("encryption")}>{relay.starttls ? t("starttls") : t("noEncryption")}</Setting>
          <Setting label={t("authMethods")}>{relay.authMethods.join(", ")}</Setting>
          <Setting label={t("maxMessage")}>{formatBytes(relay.maxMessageBytes)}</Setting>
          <Setting label={t("rate")}>{t("rateDetail", { rate: relay.ratePerMinute })}</Setting>
        </dl>
      </SettingsSection>
      <SettingsSection title={t("howTitle")} description={t("howDescription")}>
        <div className="flex flex-col gap-3 text-sm text-slate-700">
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 truncate rounded-lg bg-slate-50 px-3 py-2 font-mono text-xs ring-1 ring-slate-200 ring-inset">
              {example}
            </code>
            <CopyButton value={example} label={t("copyUrl")} />
          </div>
          <ul className="list-disc space-y-1 pl-5 text-slate-600">
            <li>{t("notes.suppressed")}</li>
            <li>{t("notes.attachments")}</li>
            <li>{t("notes.errors")}</li>
          </ul>
        </div>
      </SettingsSection>
    </div>
  );
}

function Setting({
  label,
  value,
  copyLabel,
  children,
}: {
  label: string;
  value?: string;
  copyLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-slate-500">{label}</dt>
      <dd className="flex items-center gap-2 text-slate-800">
        {value !== undefined ? <span className="font-mono text-sm break-all">{value}</span> : <span>{children}</span>}
        {copyLabel && value !== undefined ? <CopyButton value={value} label={copyLabel} compact /> : null}
      </dd>
    </div>
  );
}
