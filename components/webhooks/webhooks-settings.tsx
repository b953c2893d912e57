"use client";

import { ListChecks, Send, Webhook as WebhookIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { buttonClasses, Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
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

  const addButton = canWrite ? <AddButton label="Add webhook" onClick={editor.add} /> : null;
  const dialog = <WebhookDialog open={editor.open} webhook={editor.row} onClose={editor.close} />;

  if (webhooks.data && webhooks.data.data.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <EmptyState
          icon={WebhookIcon}
          title="No webhooks yet"
          description="Get opens, clicks, bounces, unsubscribes and more pushed to your own systems the moment they happen, instead of polling the API."
          action={addButton}
          hint={canWrite ? "Each delivery is signed, so your endpoint can check it came from Sendwell." : "An admin of your team can add one."}
        />
        <VerifySignatures />
        {dialog}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {webhooks.data ? <DisabledWebhooksNotice webhooks={webhooks.data.data} /> : null}
      <SettingsSection
        title="Webhooks"
        description="Sendwell POSTs the events each webhook subscribes to as signed JSON, and retries failed deliveries with backoff."
        actions={addButton}
        flush
      >
        <QueryState query={webhooks} loading={<TableSkeleton label="Loading webhooks" />} errorTitle="We couldn't load your webhooks">
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
  const sendTest = useSendTestWebhook();
  const remove = useConfirmedRowAction<Webhook>(useDeleteWebhook(), {
    done: "Webhook deleted",
    failed: "Couldn't delete the webhook",
    description: () => "Nothing more is sent to this endpoint, pending retries included. Its delivery log is kept.",
    confirmLabel: "Delete webhook",
  });
  const [testing, setTesting] = useState<string | null>(null);
  const canWrite = can("webhooks:write");

  const onTest = async (webhook: Webhook) => {
    setTesting(webhook.id);
    try {
      await sendTest.mutateAsync(webhook.id);
      toast.success("Test event sent", "Its result appears in the delivery log within seconds.");
    } catch (error) {
      toast.error("Couldn't send the test event", errorMessageOf(error));
    } finally {
      setTesting(null);
    }
  };

  return (
    <>
      <Table>
        <TableHead>
          <tr>
            <TableHeader>Endpoint</TableHeader>
            <TableHeader className="hidden lg:table-cell">Events</TableHeader>
            <TableHeader>Status</TableHeader>
            <ActionsHeader />
          </tr>
        </TableHead>
        <TableBody>
          {webhooks.map((webhook) => {
            const extra = webhook.events.length - MAX_EVENT_BADGES;
            return (
              <TableRow key={webhook.id} data-testid="webhook-row">
                <TableCell className="max-w-0 w-full">
                  <Link href={`/settings/webhooks/${webhook.id}`} className="block truncate font-medium text-slate-900 hover:text-brand-700">
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
                    {extra > 0 ? <Badge>+{extra} more</Badge> : null}
                  </div>
                </TableCell>
                <TableCell>
                  <WebhookStatusBadge webhook={webhook} />
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex items-center justify-end gap-1">
                    {canWrite ? (
                      <Button variant="secondary" size="sm" pending={testing === webhook.id} onClick={() => void onTest(webhook)} aria-label={`Send a test event to ${webhook.name}`}>
                        {testing === webhook.id ? null : <Send aria-hidden />}
                        <span className="hidden sm:inline">Send test</span>
                      </Button>
                    ) : null}
                    <Link href={`/settings/webhooks/${webhook.id}`} className={buttonClasses({ variant: "ghost", size: "sm" })} aria-label={`Deliveries of ${webhook.name}`}>
                      <ListChecks aria-hidden />
                      <span className="hidden xl:inline">Deliveries</span>
                    </Link>
                    {canWrite ? <EditRowButton label={`Edit ${webhook.name}`} onClick={() => onEdit(webhook)} /> : null}
                    {can("webhooks:delete") ? <DeleteRowButton label={`Delete ${webhook.name}`} onClick={() => remove.ask(webhook)} /> : null}
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
