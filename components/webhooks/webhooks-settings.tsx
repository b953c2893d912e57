"use client";

import { ListChecks, Send, Webhook as WebhookIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton, EditRowButton, PendingRowButton } from "@/components/ui/row-actions";
import { ActionsHeader, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { AddButton, useRowEditor } from "@/components/settings/row-dialogs";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { SettingsSection } from "@/components/settings/settings-section";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { errorMessageOf } from "@/lib/queries/api-client";
import { useDeleteWebhook, useSendTestWebhook, useWebhooks, type Webhook } from "@/lib/queries/webhooks";
import { DisabledWebhooksNotice } from "./disabled-webhooks-notice";
import { VerifySignatures } from "./verify-signatures";
import { WebhookDialog } from "./webhook-dialog";
import { WebhookStatusBadge } from "./webhook-status-badge";

export function WebhooksSettings() {
  const { can } = usePermissions();
  const webhooks = useWebhooks();
  const editor = useRowEditor<Webhook>();
  const canWrite = can("webhooks:write");
  const t = useTranslations("webhooks");

  const addButton = canWrite ? <AddButton label={t("add")} onClick={editor.add} /> : null;
  const dialog = <WebhookDialog open={editor.open} webhook={editor.row} onClose={editor.close} />;

  if (webhooks.data && webhooks.data.data.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          icon={WebhookIcon}
          title={t("empty.title")}
          description={t("empty.description")}
          action={addButton}
          hint={canWrite ? t("empty.hint") : t("empty.hintReadOnly")}
        />
        <VerifySignatures />
        {dialog}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {webhooks.data ? <DisabledWebhooksNotice webhooks={webhooks.data.data} /> : null}
      <SettingsSection title={t("title")} description={t("description")} actions={addButton} flush>
        <QueryState query={webhooks} loading={<TableSkeleton label={t("loading")} />} errorTitle={t("loadError")}>
          {(data) => <WebhooksTable webhooks={data.data} onEdit={editor.edit} />}
        </QueryState>
      </SettingsSection>
      <VerifySignatures />
      {dialog}
    </div>
  );
}

const MAX_EVENT_BADGES = 3;

function WebhooksTable({ webhooks, onEdit }: { webhooks: Webhook[]; onEdit: (webhook: Webhook) => void }) {
  const { can } = usePermissions();
  const toast = useToast();
  const t = useTranslations("webhooks");
  const sendTest = useSendTestWebhook();
  const remove = useConfirmedRowAction<Webhook>(useDeleteWebhook(), {
    done: t("delete.done"),
    failed: t("delete.failed"),
    description: () => t("delete.description"),
    confirmLabel: t("delete.confirm"),
  });
  const [testing, setTesting] = useState<string | null>(null);
  const canWrite = can("webhooks:write");

  const onTest = async (webhook: Webhook) => {
    setTesting(webhook.id);
    try {
      await sendTest.mutateAsync(webhook.id);
      toast.success(t("test.sent"), t("test.sentDetail"));
    } catch (error) {
      toast.error(t("test.failed"), errorMessageOf(error));
    } finally {
      setTesting(null);
    }
  };

  return (
    <>
      <Table>
        <TableHead>
          <tr>
            <TableHeader>{t("columns.endpoint")}</TableHeader>
            <TableHeader className="hidden lg:table-cell">{t("columns.events")}</TableHeader>
            <TableHeader>{t("columns.status")}</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody>
          {webhooks.map((webhook) => {
            const extra = webhook.events.length - MAX_EVENT_BADGES;
            return (
              <TableRow key={webhook.id} data-testid="webhook-row">
                <TableCell className="max-w-0 w-full">
                  <Link
                    href={`/settings/webhooks/${webhook.id}`}
                    className="block truncate font-medium text-slate-900 hover:text-brand-700"
                  >
                    {webhook.name}
                  </Link>
                  <p className="mt-0.5 truncate font-mono text-xs text-slate-500" title={webhook.url}>
                    {webhook.url}
                  </p>
                </TableCell>
                <TableCell className="hidden lg:table-cell">
                  <div className="flex w-56 flex-wrap gap-1" title={webhook.events.join(", ")}>
                    {webhook.events.slice(0, MAX_EVENT_BADGES).map((event) => (
                      <Badge key={event} tone="brand" className="font-mono">
                        {event}
                      </Badge>
                    ))}
                    {extra > 0 ? <Badge>{t("moreEvents", { count: extra })}</Badge> : null}
                  </div>
                </TableCell>
                <TableCell>
                  <WebhookStatusBadge webhook={webhook} />
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex items-center justify-end gap-1">
                    {canWrite ? (
                      <PendingRowButton
                        icon={Send}
                        label={t("sendTestTo", { name: webhook.name })}
                        text={t("sendTest")}
                        onClick={() => void onTest(webhook)}
                        pending={testing === webhook.id}
                      />
                    ) : null}
                    <Link
                      href={`/settings/webhooks/${webhook.id}`}
                      className={buttonClasses({ variant: "ghost", size: "sm" })}
                      aria-label={t("deliveriesOf", { name: webhook.name })}
                    >
                      <ListChecks aria-hidden />
                      <span className="hidden xl:inline">{t("deliveriesLink")}</span>
                    </Link>
                    {canWrite ? (
                      <EditRowButton label={t("editRow", { name: webhook.name })} onClick={() => onEdit(webhook)} />
                    ) : null}
                    {can("webhooks:delete") ? (
                      <DeleteRowButton
                        label={t("deleteRow", { name: webhook.name })}
                        onClick={() => remove.ask(webhook)}
                      />
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {remove.dialog}
    </>
  );
}
