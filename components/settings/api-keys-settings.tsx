"use client";

import { KeyRound, Plus } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useApiKeys, useRevokeApiKey, type ApiKey } from "@/lib/queries/api-keys";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { isPast } from "./format";
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
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      {t("create")}
    </Button>
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
        action={
          canCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              {t("create")}
            </Button>
          ) : null
        }
        hint={t("emptyHint")}
      />
    );
  }

  return (
    <SettingsSection title={t("title")} description={t("description")} actions={createButton} flush>
      <QueryState query={keys} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
        {(data) => (
          <Table>
            <TableHead>
              <tr>
                <TableHeader>{t("columns.name")}</TableHeader>
                <TableHeader className="hidden sm:table-cell">{t("columns.key")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.permissions")}</TableHeader>
                <TableHeader className="hidden lg:table-cell">{t("columns.lastUsed")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.expires")}</TableHeader>
                <TableHeader className="hidden xl:table-cell">{t("columns.created")}</TableHeader>
                <ActionsHeader />
              </tr>
            </TableHead>
            <TableBody>
              {data.data.map((key) => {
                const expired = isPast(key.expiresAt);
                return (
                  <TableRow key={key.id} data-testid="api-key-row">
                    <TableCell className="max-w-0 w-full sm:w-auto sm:max-w-none">
                      <p className="truncate font-medium text-slate-900">{key.name}</p>
                      <p className="mt-0.5 truncate text-xs text-slate-500 md:hidden">
                        <span className="font-mono sm:hidden">{key.keyPrefix}… · </span>
                        {t("permissionCount", { count: key.permissions.length })} ·{" "}
                        {key.expiresAt === null
                          ? t("neverExpires")
                          : expired
                            ? t("expiredLower")
                            : t("expiresOn", { date: formatDate(key.expiresAt) })}
                      </p>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-700">
                        {key.keyPrefix}…
                      </code>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">
                      <Badge title={key.permissions.join(", ")}>
                        {t("permissionCount", { count: key.permissions.length })}
                      </Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 lg:table-cell">
                      {key.lastUsedAt ? (
                        <span
                          title={format.dateTime(new Date(key.lastUsedAt), { dateStyle: "medium", timeStyle: "short" })}
                        >
                          {format.relativeTime(new Date(key.lastUsedAt))}
                        </span>
                      ) : (
                        t("never")
                      )}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                      {key.expiresAt === null ? (
                        t("never")
                      ) : expired ? (
                        <Badge tone="danger">{t("expired")}</Badge>
                      ) : (
                        formatDate(key.expiresAt)
                      )}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 xl:table-cell">
                      {formatDate(key.createdAt)}
                    </TableCell>
                    <TableCell className="text-right">
                      {can("api_keys:delete") ? (
                        <DeleteRowButton
                          label={t("revokeNamed", { name: key.name })}
                          text={t("revoke")}
                          onClick={() => revoke.ask(key)}
                        />
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </QueryState>
      {revoke.dialog}
    </SettingsSection>
  );
}
