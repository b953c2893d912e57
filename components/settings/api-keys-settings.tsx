"use client";

import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useApiKeys, useRevokeApiKey, type ApiKey } from "@/lib/queries/api-keys";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { formatDate, formatDateTime, formatRelative, isPast } from "./format";
import { SettingsSection } from "./settings-section";
import { TableSkeleton } from "./table-skeleton";
import { usePermissions } from "./use-permissions";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";

export function ApiKeysSettings() {
  const { can, role } = usePermissions();
  const [creating, setCreating] = useState(false);

  if (role && !can("api_keys:read")) {
    return (
      <EmptyState
        icon={KeyRound}
        title="API keys are managed by admins"
        description="Ask an admin of your team to create a key for you, with only the permissions your integration needs."
      />
    );
  }

  const createButton = can("api_keys:write") ? (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden />
      Create API key
    </Button>
  ) : null;

  return (
    <>
      <ApiKeyList createButton={createButton} onCreate={() => setCreating(true)} canCreate={can("api_keys:write")} />
      <CreateApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

function ApiKeyList({ createButton, onCreate, canCreate }: { createButton: React.ReactNode; onCreate: () => void; canCreate: boolean }) {
  const keys = useApiKeys();
  const { can } = usePermissions();
  const revoke = useConfirmedRowAction<ApiKey>(useRevokeApiKey(), {
    verb: "Revoke",
    done: "API key revoked",
    doneDetail: (key) => `Requests with “${key.name}” are now refused.`,
    failed: "Couldn't revoke the key",
    description: () => "Requests that use this key are refused from now on. Applications using it stop working. This can't be undone.",
    confirmLabel: "Revoke key",
  });

  if (keys.data && keys.data.data.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        title="No API keys yet"
        description="Create a key to send email, sync contacts and read analytics from your own code. Each key gets only the permissions you choose."
        action={
          canCreate ? (
            <Button onClick={onCreate}>
              <Plus aria-hidden />
              Create API key
            </Button>
          ) : null
        }
        hint="Send it as the X-API-KEY header, or as a Bearer token."
      />
    );
  }

  return (
    <SettingsSection
      title="API keys"
      description="Keys let your applications call the Sendwell API on behalf of the team. Each key is shown once, when it is created."
      actions={createButton}
      flush
    >
      <QueryState query={keys} loading={<TableSkeleton label="Loading API keys" />} errorTitle="We couldn't load your API keys">
        {(data) => (
          <Table>
            <TableHead>
              <tr>
                <TableHeader>Name</TableHeader>
                <TableHeader className="hidden sm:table-cell">Key</TableHeader>
                <TableHeader className="hidden md:table-cell">Permissions</TableHeader>
                <TableHeader className="hidden lg:table-cell">Last used</TableHeader>
                <TableHeader className="hidden md:table-cell">Expires</TableHeader>
                <TableHeader className="hidden xl:table-cell">Created</TableHeader>
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
                        {key.permissions.length} {key.permissions.length === 1 ? "permission" : "permissions"} ·{" "}
                        {key.expiresAt === null ? "never expires" : expired ? "expired" : `expires ${formatDate(key.expiresAt)}`}
                      </p>
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-700">{key.keyPrefix}…</code>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">
                      <Badge title={key.permissions.join(", ")}>
                        {key.permissions.length} {key.permissions.length === 1 ? "permission" : "permissions"}
                      </Badge>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 lg:table-cell">
                      {key.lastUsedAt ? <span title={formatDateTime(key.lastUsedAt)}>{formatRelative(key.lastUsedAt)}</span> : "Never"}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                      {key.expiresAt === null ? "Never" : expired ? <Badge tone="danger">Expired</Badge> : formatDate(key.expiresAt)}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap text-slate-500 xl:table-cell">{formatDate(key.createdAt)}</TableCell>
                    <TableCell className="text-right">
                      {can("api_keys:delete") ? (
                        <DeleteRowButton label={`Revoke ${key.name}`} text="Revoke" onClick={() => revoke.ask(key)} />
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
