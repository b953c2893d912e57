"use client";

import { Inbox, RefreshCw, ShieldCheck } from "lucide-react";
import { Fragment, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDeleteImapConfig, useImapConfigs, useSyncImapConfig, useVerifyImapConfig, type ImapConfig } from "@/lib/queries/imap";
import { formatDateTime, formatRelative } from "./format";
import { imapProblemOf, lastErrorProblem } from "./imap-stage";
import { ImapConfigDialog } from "./imap-config-dialog";
import { AddButton, useRowEditor } from "./row-dialogs";
import { ConfigListPage } from "./config-list-page";
import { ProblemRow } from "./problem-row";
import type { SmtpProblem } from "./smtp-stage";
import { usePermissions } from "./use-permissions";

const COLUMNS = 5;

/** Settings → Inbound mail: the mailboxes Sendwell reads for bounces, complaints and replies. */
export function InboundMailSettings() {
  const { can } = usePermissions();
  const [syncing, setSyncing] = useState<Record<string, number>>({});
  const configs = useImapConfigs({ poll: Object.keys(syncing).length > 0 });
  const editor = useRowEditor<ImapConfig>();
  const canWrite = can("imap:write");

  const addButton = canWrite ? <AddButton label="Add inbound mailbox" onClick={editor.add} /> : null;
  const dialog = <ImapConfigDialog open={editor.open} config={editor.row} onClose={editor.close} />;

  return (
    <ConfigListPage
      query={configs}
      empty={{
        icon: Inbox,
        title: "No inbound mailbox yet",
        description:
          "Connect the mailbox your bounces, spam complaints and replies arrive in. Sendwell reads it every minute, marks dead addresses as bounced and stops mailing people who complain.",
        hint: canWrite ? "Use the mailbox your Return-Path or Reply-To points at, or the one your feedback loops report to." : "An admin of your team can add one.",
      }}
      section={{
        title: "Inbound mail",
        description:
          "Sendwell reads these mailboxes every minute: bounces mark addresses as bounced, complaints unsubscribe and suppress the sender, replies show on the email.",
      }}
      noun="inbound mailboxes"
      addButton={addButton}
      dialog={dialog}
    >
      {(rows) => <ImapTable configs={rows} onEdit={editor.edit} syncing={syncing} setSyncing={setSyncing} />}
    </ConfigListPage>
  );
}

type SyncState = { syncing: Record<string, number>; setSyncing: (update: (current: Record<string, number>) => Record<string, number>) => void };

function ImapTable({ configs, onEdit, syncing, setSyncing }: { configs: ImapConfig[]; onEdit: (config: ImapConfig) => void } & SyncState) {
  const { can } = usePermissions();
  const toast = useToast();
  const verify = useVerifyImapConfig();
  const sync = useSyncImapConfig();
  // The question names the mailbox by its login (what people recognise).
  const remove = useConfirmedRowAction<ImapConfig & { name: string }>(useDeleteImapConfig(), {
    verb: "Remove",
    done: "Inbound mailbox removed",
    failed: "Couldn't remove the mailbox",
    description: () => "Sendwell stops reading it. Bounces, complaints and replies already recorded stay.",
    confirmLabel: "Remove mailbox",
  });
  const [problems, setProblems] = useState<Record<string, SmtpProblem | undefined>>({});
  const [verifying, setVerifying] = useState<string | null>(null);
  const canWrite = can("imap:write");

  // A sync started here is "running" until the config's lastSyncAt moves past the moment it started.
  for (const config of configs) {
    const started = syncing[config.id];
    if (started && config.lastSyncAt && new Date(config.lastSyncAt).getTime() >= started) {
      queueMicrotask(() => setSyncing(({ [config.id]: _done, ...rest }) => rest));
    }
  }

  const onVerify = async (config: ImapConfig) => {
    setVerifying(config.id);
    setProblems((current) => ({ ...current, [config.id]: undefined }));
    try {
      await verify.mutateAsync(config.id);
      toast.success("Mailbox verified", `Sendwell logged in to ${config.host} and opened ${config.mailbox}.`);
    } catch (error) {
      setProblems((current) => ({ ...current, [config.id]: imapProblemOf(error) }));
    } finally {
      setVerifying(null);
    }
  };

  const onSync = async (config: ImapConfig) => {
    try {
      setSyncing((current) => ({ ...current, [config.id]: Date.now() - 1000 }));
      await sync.mutateAsync(config.id);
      toast.success("Sync started", "New bounces, complaints and replies appear here in a moment.");
    } catch (error) {
      setSyncing(({ [config.id]: _failed, ...rest }) => rest);
      toast.error("Couldn't start the sync", errorMessageOf(error));
    }
  };

  return (
    <>
      <Table>
        <TableHead>
          <tr>
            <TableHeader>Mailbox</TableHeader>
            <TableHeader className="hidden lg:table-cell">Recorded</TableHeader>
            <TableHeader className="hidden md:table-cell">Last sync</TableHeader>
            <TableHeader>Status</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody>
          {configs.map((config) => {
            const problem = problems[config.id] ?? (config.lastError ? lastErrorProblem(config.lastError) : undefined);
            const isSyncing = syncing[config.id] !== undefined;
            return (
              <Fragment key={config.id}>
                <TableRow data-testid="imap-row" className={problem ? "border-b-0" : undefined}>
                  <TableCell className="max-w-0 w-full md:w-auto md:max-w-none">
                    <p className="truncate font-medium text-slate-900">{config.username}</p>
                    <p className="mt-0.5 truncate text-xs text-slate-500">
                      <code className="font-mono">
                        {config.host}:{config.port}
                      </code>
                      {` · ${config.secure ? "TLS" : "STARTTLS if offered"} · ${config.mailbox}`}
                      {config.processedMailbox ? ` → ${config.processedMailbox}` : ""}
                    </p>
                  </TableCell>
                  <TableCell className="hidden lg:table-cell">
                    <Counts config={config} />
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                    {config.lastSyncAt ? <span title={formatDateTime(config.lastSyncAt)}>{formatRelative(config.lastSyncAt)}</span> : "Never"}
                  </TableCell>
                  <TableCell>
                    <StatusBadge config={config} failed={Boolean(problem)} syncing={isSyncing} />
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex items-center justify-end gap-1">
                      {canWrite ? (
                        <>
                          <Button variant="secondary" size="sm" pending={isSyncing} onClick={() => void onSync(config)} aria-label={`Sync ${config.username} now`}>
                            {isSyncing ? null : <RefreshCw aria-hidden />}
                            <span className="hidden sm:inline whitespace-nowrap">{isSyncing ? "Syncing" : "Sync now"}</span>
                          </Button>
                          <Button variant="ghost" size="sm" pending={verifying === config.id} onClick={() => void onVerify(config)} aria-label={`Verify ${config.username}`}>
                            {verifying === config.id ? null : <ShieldCheck aria-hidden />}
                            <span className="hidden 2xl:inline">Verify</span>
                          </Button>
                          <EditRowButton label={`Edit ${config.username}`} onClick={() => onEdit(config)} />
                        </>
                      ) : null}
                      {can("imap:delete") ? <DeleteRowButton label={`Remove ${config.username}`} onClick={() => remove.ask({ ...config, name: config.username })} /> : null}
                    </div>
                  </TableCell>
                </TableRow>
                <ProblemRow problem={problem} colSpan={COLUMNS} />
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      {remove.dialog}
    </>
  );
}

const plural = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

function Counts({ config }: { config: ImapConfig }) {
  const { bounces, complaints, replies, ignored } = config.counts;
  return (
    <p className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs whitespace-nowrap text-slate-500" data-testid="imap-counts">
      <span className={bounces ? "font-medium text-slate-900" : undefined}>{plural(bounces, "bounce", "bounces")}</span>
      <span className={complaints ? "font-medium text-slate-900" : undefined}>{plural(complaints, "complaint", "complaints")}</span>
      <span className={replies ? "font-medium text-slate-900" : undefined}>{plural(replies, "reply", "replies")}</span>
      <span>{ignored.toLocaleString()} ignored</span>
    </p>
  );
}

function StatusBadge({ config, failed, syncing }: { config: ImapConfig; failed: boolean; syncing: boolean }) {
  if (!config.isActive) return <Badge>Paused</Badge>;
  if (syncing) return <Badge tone="brand">Syncing</Badge>;
  if (failed) return <Badge tone="danger">Needs attention</Badge>;
  if (config.lastSyncAt) return <Badge tone="success">Reading</Badge>;
  return <Badge tone="warning">Not synced yet</Badge>;
}
