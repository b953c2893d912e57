"use client";

import { ListChecks, Send, Webhook as WebhookIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { DeleteRowButton, EditRowButton, PendingRowButton } from "@/components/ui/row-actions";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { ConfigListPage, useConfigListTexts } from "@/components/settings/config-list-page";
import { useRowEditor } from "@/components/settings/row-dialogs";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
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

  return (
    <ConfigListPage
      query={webhooks}
      icon={WebhookIcon}
      texts={useConfigListTexts("webhooks", canWrite)}
      onAdd={canWrite ? editor.add : undefined}
      dialog={<WebhookDialog open={editor.open} webhook={editor.row} onClose={editor.close} />}
      notice={webhooks.data ? <DisabledWebhooksNotice webhooks={webhooks.data.data} /> : null}
      aside={<VerifySignatures />}
    >
      {(rows) => <WebhooksTable webhooks={rows} onEdit={editor.edit} />}
    </ConfigListPage>
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
      <DataTable
        rows={webhooks}
        rowProps={() => ({ "data-testid": "webhook-row" })}
        columns={[
          {
            header: t("columns.endpoint"),
            cellClassName: "max-w-0 w-full",
            cell: (webhook) => (
              <>
                <Link
                  href={`/settings/webhooks/${webhook.id}`}
                  className="block truncate font-medium text-slate-900 hover:text-brand-700"
                >
                  {webhook.name}
                </Link>
                <p className="mt-0.5 truncate font-mono text-xs text-slate-500" title={webhook.url}>
                  {webhook.url}
                </p>
              </>
            ),
          },
          {
            header: t("columns.events"),
            className: "hidden lg:table-cell",
            cell: (webhook) => (
              <div className="flex w-56 flex-wrap gap-1" title={webhook.events.join(", ")}>
                {webhook.events.slice(0, MAX_EVENT_BADGES).map((event) => (
                  <Badge key={event} tone="brand" className="font-mono">
                    {event}
                  </Badge>
                ))}
                {webhook.events.length > MAX_EVENT_BADGES ? (
                  <Badge>{t("moreEvents", { count: webhook.events.length - MAX_EVENT_BADGES })}</Badge>
                ) : null}
              </div>
            ),
          },
          { header: t("columns.status"), cell: (webhook) => <WebhookStatusBadge webhook={webhook} /> },
          actionsColumn(
            (webhook: Webhook) => (
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
                  <DeleteRowButton label={t("deleteRow", { name: webhook.name })} onClick={() => remove.ask(webhook)} />
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
