"use client";

import { KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useApiKeys, useRevokeApiKey, type ApiKey } from "@/lib/queries/api-keys";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { isPast } from "./format";
import { AddButton } from "./row-dialogs";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";
import { usePermissions } from "./use-permissions";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";

export function ApiKeysSettings() {
  const t = useTranslations("apiKeys");
  const { can, role } = usePermissions();
  const [creating, setCreating] = useState(false);

  if (role && !can("api_keys:read")) {
    return <EmptyState icon={KeyRound} title={t("adminsOnly")} description={t("adminsOnlyDescription")} />;
  }

  const createButton = can("api_keys:write") ? (
    <AddButton label={t("create")} onClick={() => setCreating(true)} />
  ) : null;

  return (
    <>
      <ApiKeyList createButton={createButton} onCreate={() => setCreating(true)} canCreate={can("api_keys:write")} />
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function ApiKeyList({
  createButton,
  onCreate,
  canCreate,
}: {
  createButton: React.ReactNode;
  onCreate: () => void;
  canCreate: boolean;
}) {
  const t = useTranslations("apiKeys");
  const format = useFormatter();
  const formatDate = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const keys = useApiKeys();
  const { can } = usePermissions();
  const revoke = useConfirmedRowAction<ApiKey>(useRevokeApiKey(), {
    title: (key) => t("revokeTitle", { name: key?.name ?? "" }),
    done: t("revoked"),
    doneDetail: (key) => t("revokedDetail", { name: key.name }),
    failed: t("revokeError"),
    description: () => t("revokeDescription"),
    confirmLabel: t("revokeConfirm"),
  });

  if (keys.data && keys.data.data.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={canCreate ? <AddButton label={t("create")} onClick={onCreate} /> : null}
        hint={t("emptyHint")}
      />
    );
  }

  return (
    <SettingsSection title={t("title")} description={t("description")} actions={createButton} flush>
      <QueryState query={keys} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
        {(data) => (
          <DataTable
            rows={data.data}
            rowProps={() => ({ "data-testid": "api-key-row" })}
            columns={[
              {
                header: t("columns.name"),
                cellClassName: "max-w-0 w-full sm:w-auto sm:max-w-none",
                cell: (key) => (
                  <>
                    <p className="truncate font-medium text-slate-900">{key.name}</p>
                    <p className="mt-0.5 truncate text-xs text-slate-500 md:hidden">
                      <span className="font-mono sm:hidden">{key.keyPrefix}… · </span>
                      {t("permissionCount", { count: key.permissions.length })} ·{" "}
                      {key.expiresAt === null
                        ? t("neverExpires")
                        : isPast(key.expiresAt)
                          ? t("expiredLower")
                          : t("expiresOn", { date: formatDate(key.expiresAt) })}
                    </p>
                  </>
                ),
              },
              {
                header: t("columns.key"),
                className: "hidden sm:table-cell",
                cell: (key) => (
                  <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-700">
                    {key.keyPrefix}…
                  </code>
                ),
              },
              {
                header: t("columns.permissions"),
                className: "hidden md:table-cell",
                cell: (key) => (
                  <Badge title={key.permissions.join(", ")}>
                    {t("permissionCount", { count: key.permissions.length })}
                  </Badge>
                ),
              },
              {
                header: t("columns.lastUsed"),
                className: "hidden lg:table-cell",
                cellClassName: "whitespace-nowrap text-slate-500",
                cell: (key) =>
                  key.lastUsedAt ? (
                    <span
                      title={format.dateTime(new Date(key.lastUsedAt), { dateStyle: "medium", timeStyle: "short" })}
                    >
                      {format.relativeTime(new Date(key.lastUsedAt))}
                    </span>
                  ) : (
                    t("never")
                  ),
              },
              {
                header: t("columns.expires"),
                className: "hidden md:table-cell",
                cellClassName: "whitespace-nowrap text-slate-500",
                cell: (key) =>
                  key.expiresAt === null ? (
                    t("never")
                  ) : isPast(key.expiresAt) ? (
                    <Badge tone="danger">{t("expired")}</Badge>
                  ) : (
                    formatDate(key.expiresAt)
                  ),
              },
              {
                header: t("columns.created"),
                className: "hidden xl:table-cell",
                cellClassName: "whitespace-nowrap text-slate-500",
                cell: (key) => formatDate(key.createdAt),
              },
              actionsColumn(
                (key: ApiKey) =>
                  can("api_keys:delete") ? (
                    <DeleteRowButton
                      label={t("revokeNamed", { name: key.name })}
                      text={t("revoke")}
                      onClick={() => revoke.ask(key)}
                    />
                  ) : null,
                { cellClassName: "text-right" },
              ),
            ]}
          />
        )}
      </QueryState>
      {revoke.dialog}
    </SettingsSection>
  );
}
