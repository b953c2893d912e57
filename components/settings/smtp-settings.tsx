"use client";

import { Mail, Send, ShieldCheck, Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteRowButton, EditRowButton, PendingRowButton } from "@/components/ui/row-actions";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  useDeleteSmtpConfig,
  useSmtpConfigs,
  useUpdateSmtpConfig,
  useVerifySmtpConfig,
  type SmtpConfig,
} from "@/lib/queries/smtp";
import { useRowEditor } from "./row-dialogs";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { ConfigListPage, useConfigListTexts } from "./config-list-page";
import { SmtpConfigDialog } from "./smtp-config-dialog";
import { ProblemRow } from "./problem-row";
import { smtpProblemOf } from "./smtp-stage";
import { useConnectionCheck } from "./use-connection-check";
import { SmtpTestDialog } from "./smtp-test-dialog";
import { usePermissions } from "./use-permissions";
import { useSettingsDates } from "./use-relative-time";

const COLUMNS = 7;

export function SmtpSettings() {
  const { can } = usePermissions();
  const configs = useSmtpConfigs();
  const editor = useRowEditor<SmtpConfig>();
  const canWrite = can("smtp:write");
  const texts = useConfigListTexts("smtp", canWrite);

  return (
    <ConfigListPage
      query={configs}
      icon={Mail}
      texts={texts}
      onAdd={canWrite ? editor.add : undefined}
      dialog={<SmtpConfigDialog open={editor.open} config={editor.row} onClose={editor.close} />}
    >
      {(rows) => <SmtpTable configs={rows} onEdit={editor.edit} />}
    </ConfigListPage>
  );
}

function SmtpTable({ configs, onEdit }: { configs: SmtpConfig[]; onEdit: (config: SmtpConfig) => void }) {
  const t = useTranslations("smtp");
  const tp = useTranslations("smtp.problems");
  const { can } = usePermissions();
  const toast = useToast();
  const update = useUpdateSmtpConfig();
  const remove = useConfirmedRowAction<SmtpConfig>(useDeleteSmtpConfig(), {
    title: (config) => t("deleteTitle", { name: config?.name ?? "" }),
    done: t("deleted"),
    doneDetail: (config) => (config.isDefault ? t("deletedDefault") : undefined),
    failed: t("deleteError"),
    description: (config) => (config?.isDefault ? t("deleteDefaultDescription") : t("deleteDescription")),
    confirmLabel: t("deleteConfirm"),
  });
  const { problems, verifying, check } = useConnectionCheck<SmtpConfig>(useVerifySmtpConfig(), {
    verified: (config) =>
      toast.success(
        t("verified"),
        t(config.requiresAuth ? "verifiedLoggedIn" : "verifiedAccepted", { host: config.host }),
      ),
    problemOf: (error) => smtpProblemOf(error, tp),
  });
  const [testing, setTesting] = useState<SmtpConfig | null>(null);
  const canWrite = can("smtp:write");

  const onMakeDefault = async (config: SmtpConfig) => {
    try {
      await update.mutateAsync({ id: config.id, changes: { isDefault: true } });
      toast.success(t("defaultChanged"), t("defaultChangedDetail", { name: config.name }));
    } catch (error) {
      toast.error(t("defaultError"), errorMessageOf(error));
    }
  };

  return (
    <>
      {/* A container: the From column and the Send test label only show in a card at least 72rem wide
          (German included), whatever the sidebars leave of the window. Next to the settings menu the
          card stays narrower (about 52rem at most), where all of them would overflow it. */}
      <div className="@container">
        <DataTable
          rows={configs}
          rowProps={(config) => ({
            "data-testid": "smtp-row",
            className: problems[config.id] ? "border-b-0" : undefined,
          })}
          afterRow={(config) => <ProblemRow problem={problems[config.id]} colSpan={COLUMNS} />}
          columns={[
            {
              header: <span className="sr-only">{t("columns.default")}</span>,
              className: "pr-0",
              headerClassName: "w-10",
              cell: (config) => (
                <DefaultStar config={config} canChange={canWrite} onMakeDefault={() => void onMakeDefault(config)} />
              ),
            },
            {
              header: t("columns.name"),
              cellClassName: "max-w-0 w-full md:w-auto md:max-w-none",
              cell: (config) => (
                <>
                  <p className="truncate font-medium text-slate-900">{config.name}</p>
                  <p className="mt-0.5 truncate text-xs text-slate-500">
                    {t(`providers.${config.provider}.label`)}
                    <span className="md:hidden">
                      {" · "}
                      {config.host}:{config.port}
                    </span>
                  </p>
                </>
              ),
            },
            {
              header: t("columns.server"),
              className: "hidden md:table-cell",
              cell: (config) => (
                <>
                  <code className="font-mono text-[13px] whitespace-nowrap text-slate-700">
                    {config.host}:{config.port}
                  </code>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {config.supportsTls ? (config.port === 465 ? "TLS" : "STARTTLS") : t("noEncryption")}
                    {` · ${config.requiresAuth ? config.username : t("noLogin")}`}
                  </p>
                </>
              ),
            },
            {
              header: t("columns.from"),
              className: "hidden @6xl:table-cell",
              cellClassName: "max-w-64",
              cell: (config) => (
                <>
                  <p className="truncate text-slate-900" title={config.fromEmail}>
                    {config.fromName ?? config.fromEmail}
                  </p>
                  {config.fromName ? (
                    <p className="mt-0.5 truncate text-xs text-slate-500">{config.fromEmail}</p>
                  ) : null}
                </>
              ),
            },
            {
              header: t("columns.rate"),
              className: "hidden sm:table-cell",
              cellClassName: "whitespace-nowrap text-slate-500",
              cell: (config) => t("rate", { rate: config.maxSendRate }),
            },
            {
              header: t("columns.status"),
              cell: (config) => <StatusBadge config={config} failed={Boolean(problems[config.id])} />,
            },
            actionsColumn(
              (config: SmtpConfig) => (
                <div className="flex items-center justify-end gap-1">
                  {canWrite ? (
                    <>
                      <PendingRowButton
                        icon={ShieldCheck}
                        label={t("verifyNamed", { name: config.name })}
                        text={t("verify")}
                        onClick={() => void check(config)}
                        pending={verifying === config.id}
                      />
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setTesting(config)}
                        aria-label={t("sendTestNamed", { name: config.name })}
                        title={t("sendTest")}
                      >
                        <Send aria-hidden />
                        <span className="hidden @6xl:inline">{t("sendTest")}</span>
                      </Button>
                      <EditRowButton label={t("editNamed", { name: config.name })} onClick={() => onEdit(config)} />
                    </>
                  ) : null}
                  {can("smtp:delete") ? (
                    <DeleteRowButton
                      label={t("deleteNamed", { name: config.name })}
                      onClick={() => remove.ask(config)}
                    />
                  ) : null}
                </div>
              ),
              { cellClassName: "text-right" },
            ),
          ]}
        />
      </div>
      <SmtpTestDialog config={testing} onClose={() => setTesting(null)} />
      {remove.dialog}
    </>
  );
}

function DefaultStar({
  config,
  canChange,
  onMakeDefault,
}: {
  config: SmtpConfig;
  canChange: boolean;
  onMakeDefault: () => void;
}) {
  const t = useTranslations("smtp");
  if (config.isDefault) {
    return (
      <span title={t("defaultServer")} className="inline-flex size-8 items-center justify-center">
        <Star aria-label={t("defaultServer")} className="size-4 fill-amber-400 text-amber-500" />
      </span>
    );
  }
  if (!canChange) return null;
  return (
    <button
      type="button"
      onClick={onMakeDefault}
      title={t("makeDefault")}
      aria-label={t("makeDefaultNamed", { name: config.name })}
      className="inline-flex size-8 items-center justify-center rounded-md text-slate-300 transition-colors hover:bg-slate-100 hover:text-amber-500"
    >
      <Star aria-hidden className="size-4" />
    </button>
  );
}

function StatusBadge({ config, failed }: { config: SmtpConfig; failed: boolean }) {
  const t = useTranslations("smtp.status");
  const dates = useSettingsDates();
  if (!config.isActive) return <Badge>{t("inactive")}</Badge>;
  if (failed) return <Badge tone="danger">{t("failed")}</Badge>;
  if (config.lastVerifiedAt) {
    return (
      <Badge tone="success" title={t("lastVerified", { date: dates.dateTime(config.lastVerifiedAt) })}>
        {t("verified", { when: dates.relative(config.lastVerifiedAt) })}
      </Badge>
    );
  }
  return <Badge tone="warning">{t("notVerified")}</Badge>;
}
