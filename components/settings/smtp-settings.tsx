"use client";

import { Mail, Send, ShieldCheck, Star } from "lucide-react";
import { Fragment, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { SMTP_PRESETS } from "@/lib/mail/smtp-presets";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDeleteSmtpConfig, useSmtpConfigs, useUpdateSmtpConfig, useVerifySmtpConfig, type SmtpConfig } from "@/lib/queries/smtp";
import { formatDateTime, formatRelative } from "./format";
import { AddButton, useRowEditor } from "./row-dialogs";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { ConfigListPage } from "./config-list-page";
import { SmtpConfigDialog } from "./smtp-config-dialog";
import { ProblemRow } from "./problem-row";
import { smtpProblemOf, type SmtpProblem } from "./smtp-stage";
import { SmtpTestDialog } from "./smtp-test-dialog";
import { usePermissions } from "./use-permissions";

const COLUMNS = 7;

export function SmtpSettings() {
  const { can } = usePermissions();
  const configs = useSmtpConfigs();
  const editor = useRowEditor<SmtpConfig>();
  const canWrite = can("smtp:write");

  const addButton = canWrite ? <AddButton label="Add SMTP server" onClick={editor.add} /> : null;
  const dialog = <SmtpConfigDialog open={editor.open} config={editor.row} onClose={editor.close} />;

  return (
    <ConfigListPage
      query={configs}
      empty={{
        icon: Mail,
        title: "No SMTP servers yet",
        description: "Connect the SMTP server your emails go out through: Gmail, Outlook, Amazon SES or any other provider.",
        hint: canWrite ? "You can verify the connection and send yourself a test before any campaign uses it." : "An admin of your team can add one.",
      }}
      section={{
        title: "SMTP servers",
        description: "Campaigns and emails are sent through these servers. The default one is used unless a campaign or API call names another.",
      }}
      noun="SMTP servers"
      addButton={addButton}
      dialog={dialog}
    >
      {(rows) => <SmtpTable configs={rows} onEdit={editor.edit} />}
    </ConfigListPage>
  );
}

function SmtpTable({ configs, onEdit }: { configs: SmtpConfig[]; onEdit: (config: SmtpConfig) => void }) {
  const { can } = usePermissions();
  const toast = useToast();
  const verify = useVerifySmtpConfig();
  const update = useUpdateSmtpConfig();
  const remove = useConfirmedRowAction<SmtpConfig>(useDeleteSmtpConfig(), {
    done: "SMTP server deleted",
    doneDetail: (config) => (config.isDefault ? "Another server is now the default." : undefined),
    failed: "Couldn't delete the server",
    description: (config) =>
      config?.isDefault
        ? "This is your default server: another server becomes the default, or, with none left, nothing can be sent until you add one."
        : "Campaigns and emails that name this server can no longer send through it.",
    confirmLabel: "Delete server",
  });
  const [problems, setProblems] = useState<Record<string, SmtpProblem | undefined>>({});
  const [verifying, setVerifying] = useState<string | null>(null);
  const [testing, setTesting] = useState<SmtpConfig | null>(null);
  const canWrite = can("smtp:write");

  const onVerify = async (config: SmtpConfig) => {
    setVerifying(config.id);
    setProblems((current) => ({ ...current, [config.id]: undefined }));
    try {
      await verify.mutateAsync(config.id);
      toast.success("Connection verified", `Sendwell connected to ${config.host} and ${config.requiresAuth ? "logged in" : "was accepted"}.`);
    } catch (error) {
      setProblems((current) => ({ ...current, [config.id]: smtpProblemOf(error) }));
    } finally {
      setVerifying(null);
    }
  };

  const onMakeDefault = async (config: SmtpConfig) => {
    try {
      await update.mutateAsync({ id: config.id, changes: { isDefault: true } });
      toast.success("Default server changed", `New emails go through “${config.name}”.`);
    } catch (error) {
      toast.error("Couldn't change the default", errorMessageOf(error));
    }
  };

  return (
    <>
      <Table>
        <TableHead>
          <tr>
            <TableHeader className="w-10 pr-0">
              <span className="sr-only">Default</span>
            </TableHeader>
            <TableHeader>Name</TableHeader>
            <TableHeader className="hidden md:table-cell">Server</TableHeader>
            <TableHeader className="hidden lg:table-cell">From</TableHeader>
            <TableHeader className="hidden sm:table-cell">Rate</TableHeader>
            <TableHeader>Status</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody>
          {configs.map((config) => {
            const problem = problems[config.id];
            return (
              <Fragment key={config.id}>
                <TableRow data-testid="smtp-row" className={problem ? "border-b-0" : undefined}>
                  <TableCell className="pr-0">
                    <DefaultStar config={config} canChange={canWrite} onMakeDefault={() => void onMakeDefault(config)} />
                  </TableCell>
                  <TableCell className="max-w-0 w-full md:w-auto md:max-w-none">
                    <p className="truncate font-medium text-slate-900">{config.name}</p>
                    <p className="mt-0.5 truncate text-xs text-slate-500">
                      {SMTP_PRESETS[config.provider].label}
                      <span className="md:hidden">
                        {" · "}
                        {config.host}:{config.port}
                      </span>
                    </p>
                  </TableCell>
                  <TableCell className="hidden md:table-cell">
                    <code className="font-mono text-[13px] whitespace-nowrap text-slate-700">
                      {config.host}:{config.port}
                    </code>
                    <p className="mt-0.5 text-xs whitespace-nowrap text-slate-500">
                      {config.supportsTls ? (config.port === 465 ? "TLS" : "STARTTLS") : "No encryption"}
                      {config.requiresAuth ? ` · ${config.username}` : " · no login"}
                    </p>
                  </TableCell>
                  <TableCell className="hidden max-w-64 lg:table-cell">
                    <p className="truncate text-slate-900" title={config.fromEmail}>
                      {config.fromName ?? config.fromEmail}
                    </p>
                    {config.fromName ? <p className="mt-0.5 truncate text-xs text-slate-500">{config.fromEmail}</p> : null}
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 sm:table-cell">{config.maxSendRate}/s</TableCell>
                  <TableCell>
                    <StatusBadge config={config} failed={Boolean(problem)} />
                  </TableCell>
                  <TableCell className="text-right">
                    <div className="flex items-center justify-end gap-1">
                      {canWrite ? (
                        <>
                          <Button
                            variant="secondary"
                            size="sm"
                            pending={verifying === config.id}
                            onClick={() => void onVerify(config)}
                            aria-label={`Verify ${config.name}`}
                          >
                            {verifying === config.id ? null : <ShieldCheck aria-hidden />}
                            <span className="hidden sm:inline">Verify</span>
                          </Button>
                          <Button variant="ghost" size="sm" onClick={() => setTesting(config)} aria-label={`Send a test email through ${config.name}`}>
                            <Send aria-hidden />
                            <span className="hidden xl:inline">Send test</span>
                          </Button>
                          <EditRowButton label={`Edit ${config.name}`} onClick={() => onEdit(config)} />
                        </>
                      ) : null}
                      {can("smtp:delete") ? (
                        <DeleteRowButton label={`Delete ${config.name}`} onClick={() => remove.ask(config)} />
                      ) : null}
                    </div>
                  </TableCell>
                </TableRow>
                <ProblemRow problem={problem} colSpan={COLUMNS} />
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
      <SmtpTestDialog config={testing} onClose={() => setTesting(null)} />
      {remove.dialog}
    </>
  );
}

function DefaultStar({ config, canChange, onMakeDefault }: { config: SmtpConfig; canChange: boolean; onMakeDefault: () => void }) {
  if (config.isDefault) {
    return (
      <span title="Default server" className="inline-flex size-8 items-center justify-center">
        <Star aria-label="Default server" className="size-4 fill-amber-400 text-amber-500" />
      </span>
    );
  }
  if (!canChange) return null;
  return (
    <button
      type="button"
      onClick={onMakeDefault}
      title="Make default"
      aria-label={`Make ${config.name} the default server`}
      className="inline-flex size-8 items-center justify-center rounded-md text-slate-300 transition-colors hover:bg-slate-100 hover:text-amber-500"
    >
      <Star aria-hidden className="size-4" />
    </button>
  );
}

function StatusBadge({ config, failed }: { config: SmtpConfig; failed: boolean }) {
  if (!config.isActive) return <Badge>Inactive</Badge>;
  if (failed) return <Badge tone="danger">Check failed</Badge>;
  if (config.lastVerifiedAt) {
    return (
      <Badge tone="success" title={`Last verified ${formatDateTime(config.lastVerifiedAt)}`}>
        Verified {formatRelative(config.lastVerifiedAt)}
      </Badge>
    );
  }
  return <Badge tone="warning">Not verified</Badge>;
}
