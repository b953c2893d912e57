"use client";

import { Inbox, RefreshCw, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { DeleteRowButton, EditRowButton, PendingRowButton } from "@/components/ui/row-actions";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  useDeleteImapConfig,
  useImapConfigs,
  useSyncImapConfig,
  useVerifyImapConfig,
  type ImapConfig,
} from "@/lib/queries/imap";
import { imapProblemOf, lastErrorProblem } from "./imap-stage";
import { ImapConfigDialog } from "./imap-config-dialog";
import { useRowEditor } from "./row-dialogs";
import { ConfigListPage, useConfigListTexts } from "./config-list-page";
import { ProblemRow } from "./problem-row";
import { useConnectionCheck } from "./use-connection-check";
import { usePermissions } from "./use-permissions";
import { useSettingsDates } from "./use-relative-time";

const COLUMNS = 5;

/** Settings → Inbound mail: the mailboxes Sendwell reads for bounces, complaints and replies. */
export function InboundMailSettings() {
  const { can } = usePermissions();
  const [syncing, setSyncing] = useState<Record<string, number>>({});
  const configs = useImapConfigs({ poll: Object.keys(syncing).length > 0 });
  const editor = useRowEditor<ImapConfig>();
  const canWrite = can("imap:write");
  const texts = useConfigListTexts("inboundMail", canWrite);

  return (
    <ConfigListPage
      query={configs}
      icon={Inbox}
      texts={texts}
      onAdd={canWrite ? editor.add : undefined}
      dialog={<ImapConfigDialog open={editor.open} config={editor.row} onClose={editor.close} />}
    >
      {(rows) => <ImapTable configs={rows} onEdit={editor.edit} syncing={syncing} setSyncing={setSyncing} />}
    </ConfigListPage>
  );
}

type SyncState = {
  syncing: Record<string, number>;
  setSyncing: (update: (current: Record<string, number>) => Record<string, number>) => void;
};

function ImapTable({
  configs,
  onEdit,
  syncing,
  setSyncing,
}: { configs: ImapConfig[]; onEdit: (config: ImapConfig) => void } & SyncState) {
  const t = useTranslations("inboundMail");
  const tp = useTranslations("inboundMail.problems");
  const dates = useSettingsDates();
  const { can } = usePermissions();
  const toast = useToast();
  const sync = useSyncImapConfig();
  // The question names the mailbox by its login (what people recognise).
  const remove = useConfirmedRowAction<ImapConfig & { name: string }>(useDeleteImapConfig(), {
    title: (config) => t("removeTitle", { name: config?.name ?? "" }),
    done: t("removed"),
    failed: t("removeError"),
    description: () => t("removeDescription"),
    confirmLabel: t("removeConfirm"),
  });
  const { problems, verifying, check } = useConnectionCheck<ImapConfig>(useVerifyImapConfig(), {
    verified: (config) =>
      toast.success(t("verified"), t("verifiedDetail", { host: config.host, mailbox: config.mailbox })),
    problemOf: (error) => imapProblemOf(error, tp),
  });
  const canWrite = can("imap:write");
  const problemOf = (config: ImapConfig) =>
    problems[config.id] ?? (config.lastError ? lastErrorProblem(config.lastError, tp) : undefined);

  // A sync started here is "running" until the config's lastSyncAt moves past the moment it started.
  for (const config of configs) {
    const started = syncing[config.id];
    if (started && config.lastSyncAt && new Date(config.lastSyncAt).getTime() >= started) {
      queueMicrotask(() => setSyncing(({ [config.id]: _done, ...rest }) => rest));
    }
  }

  const onSync = async (config: ImapConfig) => {
    try {
      setSyncing((current) => ({ ...current, [config.id]: Date.now() - 1000 }));
      await sync.mutateAsync(config.id);
      toast.success(t("syncStarted"), t("syncStartedDetail"));
    } catch (error) {
      setSyncing(({ [config.id]: _failed, ...rest }) => rest);
      toast.error(t("syncError"), errorMessageOf(error));
    }
  };

  return (
    <>
      <DataTable
        rows={configs}
        rowProps={(config) => ({ "data-testid": "imap-row", className: problemOf(config) ? "border-b-0" : undefined })}
        afterRow={(config) => <ProblemRow problem={problemOf(config)} colSpan={COLUMNS} />}
        columns={[
          {
            header: t("columns.mailbox"),
            cellClassName: "max-w-0 w-full md:w-auto md:max-w-none",
            cell: (config) => (
              <>
                <p className="truncate font-medium text-slate-900">{config.username}</p>
                <p className="mt-0.5 truncate text-xs text-slate-500">
                  <code className="font-mono">
                    {config.host}:{config.port}
                  </code>
                  {` · ${config.secure ? "TLS" : t("starttlsIfOffered")} · ${config.mailbox}`}
                  {config.processedMailbox ? ` → ${config.processedMailbox}` : ""}
                </p>
              </>
            ),
          },
          {
            header: t("columns.recorded"),
            className: "hidden lg:table-cell",
            cell: (config) => <Counts config={config} />,
          },
          {
            header: t("columns.lastSync"),
            className: "hidden md:table-cell",
            cellClassName: "whitespace-nowrap text-slate-500",
            cell: (config) =>
              config.lastSyncAt ? (
                <span title={dates.dateTime(config.lastSyncAt)}>{dates.relative(config.lastSyncAt)}</span>
              ) : (
                t("never")
              ),
          },
          {
            header: t("columns.status"),
            cell: (config) => (
              <StatusBadge
                config={config}
                failed={Boolean(problemOf(config))}
                syncing={syncing[config.id] !== undefined}
              />
            ),
          },
          actionsColumn(
            (config: ImapConfig) => (
              <div className="flex items-center justify-end gap-1">
                {canWrite ? (
                  <>
                    <PendingRowButton
                      icon={RefreshCw}
                      label={t("syncNamed", { name: config.username })}
                      text={syncing[config.id] !== undefined ? t("syncing") : t("syncNow")}
                      textClassName="hidden sm:inline whitespace-nowrap"
                      onClick={() => void onSync(config)}
                      pending={syncing[config.id] !== undefined}
                    />
                    <PendingRowButton
                      icon={ShieldCheck}
                      label={t("verifyNamed", { name: config.username })}
                      text={t("verify")}
                      textClassName="hidden 2xl:inline"
                      variant="ghost"
                      onClick={() => void check(config)}
                      pending={verifying === config.id}
                    />
                    <EditRowButton label={t("editNamed", { name: config.username })} onClick={() => onEdit(config)} />
                  </>
                ) : null}
                {can("imap:delete") ? (
                  <DeleteRowButton
                    label={t("removeNamed", { name: config.username })}
                    onClick={() => remove.ask({ ...config, name: config.username })}
                  />
                ) : null}
              </div>
            ),
            { cellClassName: "text-right" },
          ),
        ]}
      />
      {remove.dialog}
    </>
  );
}

function Counts({ config }: { config: ImapConfig }) {
  const t = useTranslations("inboundMail.counts");
  const { bounces, complaints, replies, ignored } = config.counts;
  return (
    <p
      className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs whitespace-nowrap text-slate-500"
      data-testid="imap-counts"
    >
      <span className={bounces ? "font-medium text-slate-900" : undefined}>{t("bounces", { count: bounces })}</span>
      <span className={complaints ? "font-medium text-slate-900" : undefined}>
        {t("complaints", { count: complaints })}
      </span>
      <span className={replies ? "font-medium text-slate-900" : undefined}>{t("replies", { count: replies })}</span>
      <span>{t("ignored", { count: ignored })}</span>
    </p>
  );
}

function StatusBadge({ config, failed, syncing }: { config: ImapConfig; failed: boolean; syncing: boolean }) {
  const t = useTranslations("inboundMail.status");
  if (!config.isActive) return <Badge>{t("paused")}</Badge>;
  if (syncing) return <Badge tone="brand">{t("syncing")}</Badge>;
  if (failed) return <Badge tone="danger">{t("failed")}</Badge>;
  if (config.lastSyncAt) return <Badge tone="success">{t("reading")}</Badge>;
  return <Badge tone="warning">{t("notSynced")}</Badge>;
}
