"use client";

import { ArrowLeft, ChevronDown, ChevronRight, Inbox, Pencil, RotateCcw, SearchX, Send } from "lucide-react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, useEffect, useState } from "react";
import { Pagination } from "@/components/contacts/pagination";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useToast } from "@/components/ui/toast";
import { formatDateTime, formatRelative } from "@/components/settings/format";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { WEBHOOK_EVENT_NAMES } from "@/lib/events/domain-events";
import { errorMessageOf } from "@/lib/queries/api-client";
import { DELIVERIES_PAGE_SIZE, webhookKeys, useDeliveries, useRetryDelivery, useSendTestWebhook, useWebhook, type Delivery, type Webhook } from "@/lib/queries/webhooks";
import { WEBHOOK_TEST_EVENT } from "@/lib/validation/webhooks";
import { DeliveryDetail, formatDuration, ResponseCodeBadge } from "./delivery-detail";
import { DisabledWebhooksNotice } from "./disabled-webhooks-notice";
import { WebhookDialog } from "./webhook-dialog";
import { WebhookStatusBadge } from "./webhook-status-badge";

const STATUS_LABELS = { PENDING: "Pending", SUCCESS: "Succeeded", FAILED: "Failed" } as const;
// A pending delivery waits for its next automatic retry: "Retry now" skips the wait.
const RETRY_LABELS = { PENDING: "Retry now", SUCCESS: "Resend", FAILED: "Retry" } as const;
const STATUS_TONES = { PENDING: "warning", SUCCESS: "success", FAILED: "danger" } as const;

/** One webhook: its settings at a glance, then its delivery log. */
export function WebhookDeliveries({ id }: { id: string }) {
  const webhook = useWebhook(id);
  return (
    <div className="flex flex-col gap-6">
      <Link href="/settings/webhooks" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-4" />
        All webhooks
      </Link>
      <QueryState
        query={webhook}
        loading={<Skeleton className="h-24 w-full rounded-xl" />}
        errorTitle="We couldn't load this webhook"
      >
        {(data) => (
          <>
            <DisabledWebhooksNotice webhooks={[data]} />
            <WebhookSummary webhook={data} />
            <DeliveryLog webhook={data} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function WebhookSummary({ webhook }: { webhook: Webhook }) {
  const { can } = usePermissions();
  const toast = useToast();
  const sendTest = useSendTestWebhook();
  const [editing, setEditing] = useState(false);
  const onTest = async () => {
    try {
      await sendTest.mutateAsync(webhook.id);
      toast.success("Test event sent", "It appears below within seconds.");
    } catch (error) {
      toast.error("Couldn't send the test event", errorMessageOf(error));
    }
  };
  return (
    <Card className="flex flex-col gap-4 px-6 py-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="truncate text-lg font-semibold text-slate-900">{webhook.name}</h2>
          <WebhookStatusBadge webhook={webhook} />
        </div>
        <p className="mt-1 truncate font-mono text-[13px] text-slate-600" title={webhook.url}>
          POST {webhook.url}
        </p>
        <p className="mt-2 text-[13px] text-slate-500">
          {webhook.events.length} event{webhook.events.length === 1 ? "" : "s"}: {webhook.events.join(", ")}
        </p>
      </div>
      {can("webhooks:write") ? (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button onClick={() => void onTest()} pending={sendTest.isPending}>
            {sendTest.isPending ? null : <Send aria-hidden />}
            Send test event
          </Button>
        </div>
      ) : null}
      <WebhookDialog open={editing} webhook={webhook} onClose={() => setEditing(false)} />
    </Card>
  );
}

function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const [status, setStatus] = useState("");
  const [event, setEvent] = useState("");
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(webhook.id, { status, event, page });
  const filtered = Boolean(status || event);
  // Each outcome can start or end the webhook's failure streak (or turn it off): keep the summary current.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (deliveries.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: webhookKeys.detail(webhook.id) });
  }, [deliveries.dataUpdatedAt, queryClient, webhook.id]);

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-slate-100 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-base font-semibold text-slate-900">Deliveries</h2>
          <p className="text-sm text-slate-600">Newest first. Open a row to see every attempt and the payload.</p>
        </div>
        <div className="flex gap-2">
          <Select aria-label="Filter by status" value={status} onChange={(change) => { setStatus(change.target.value); setPage(1); }} className="w-36">
            <option value="">All statuses</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </Select>
          <Select aria-label="Filter by event" value={event} onChange={(change) => { setEvent(change.target.value); setPage(1); }} className="w-44">
            <option value="">All events</option>
            {[...WEBHOOK_EVENT_NAMES, WEBHOOK_TEST_EVENT].map((name) => (
              <option key={name} value={name}>{name}</option>
            ))}
          </Select>
        </div>
      </div>
      <QueryState query={deliveries} loading={<TableSkeleton rows={4} label="Loading deliveries" />} errorTitle="We couldn't load the deliveries">
        {(data) =>
          data.pagination.total === 0 ? (
            filtered ? (
              <EmptyState
                icon={SearchX}
                title="No deliveries match"
                description="Try another status or event."
                action={<Button variant="secondary" onClick={() => { setStatus(""); setEvent(""); }}>Clear filters</Button>}
                className="border-0 shadow-none"
              />
            ) : (
              <EmptyState
                icon={Inbox}
                title="No deliveries yet"
                description="Deliveries appear here as soon as one of the subscribed events happens. Send a test event to try your endpoint now."
                className="border-0 shadow-none"
              />
            )
          ) : (
            <>
              <DeliveriesTable webhookId={webhook.id} deliveries={data.data} dimmed={deliveries.isPlaceholderData} />
              <Pagination page={page} limit={DELIVERIES_PAGE_SIZE} total={data.pagination.total} onPage={setPage} noun={data.pagination.total === 1 ? "delivery" : "deliveries"} />
            </>
          )
        }
      </QueryState>
    </Card>
  );
}

function DeliveriesTable({ webhookId, deliveries, dimmed }: { webhookId: string; deliveries: Delivery[]; dimmed: boolean }) {
  const { can } = usePermissions();
  const toast = useToast();
  const retry = useRetryDelivery();
  const [open, setOpen] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);

  const onRetry = async (delivery: Delivery) => {
    setRetrying(delivery.id);
    try {
      await retry.mutateAsync({ id: webhookId, deliveryId: delivery.id });
      toast.success("Retrying now", `Attempt #${delivery.attempts + 1} is on its way.`);
    } catch (error) {
      toast.error("Couldn't retry the delivery", errorMessageOf(error));
    } finally {
      setRetrying(null);
    }
  };

  return (
    <Table aria-label="Deliveries">
      <TableHead>
        <tr>
          <TableHeader className="w-10 pr-0"><span className="sr-only">Details</span></TableHeader>
          <TableHeader>Event</TableHeader>
          <TableHeader>Status</TableHeader>
          <TableHeader className="hidden sm:table-cell">Response</TableHeader>
          <TableHeader className="hidden md:table-cell">Attempts</TableHeader>
          <TableHeader className="hidden md:table-cell">Created</TableHeader>
          <TableHeader className="text-right"><span className="sr-only">Actions</span></TableHeader>
        </tr>
      </TableHead>
      <TableBody className={dimmed ? "opacity-60" : undefined}>
        {deliveries.map((delivery) => {
          const expanded = open === delivery.id;
          return (
            <Fragment key={delivery.id}>
              <TableRow data-testid="delivery-row" className={expanded ? "border-b-0 bg-slate-50/60" : undefined}>
                <TableCell className="pr-0">
                  <button
                    type="button"
                    onClick={() => setOpen(expanded ? null : delivery.id)}
                    aria-expanded={expanded}
                    aria-label={`${expanded ? "Hide" : "Show"} details of this ${delivery.event} delivery`}
                    className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
                  >
                    {expanded ? <ChevronDown aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />}
                  </button>
                </TableCell>
                <TableCell>
                  <code className="font-mono text-[13px] text-slate-900">{delivery.event}</code>
                </TableCell>
                <TableCell>
                  <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_LABELS[delivery.status]}</Badge>
                </TableCell>
                <TableCell className="hidden sm:table-cell">
                  {delivery.attempts === 0 ? (
                    <span className="text-slate-400">—</span>
                  ) : (
                    <span className="flex items-center gap-2">
                      <ResponseCodeBadge code={delivery.responseCode} />
                      <span className="text-xs text-slate-500">{formatDuration(delivery.durationMs)}</span>
                    </span>
                  )}
                </TableCell>
                <TableCell className="hidden text-slate-600 md:table-cell">{delivery.attempts}</TableCell>
                <TableCell className="hidden whitespace-nowrap text-slate-600 md:table-cell" title={formatDateTime(delivery.createdAt)}>
                  {formatRelative(delivery.createdAt)}
                </TableCell>
                <TableCell className="text-right">
                  {can("webhooks:write") ? (
                    <Button variant="ghost" size="sm" pending={retrying === delivery.id} onClick={() => void onRetry(delivery)} aria-label={`Retry this ${delivery.event} delivery`}>
                      {retrying === delivery.id ? null : <RotateCcw aria-hidden />}
                      <span className="hidden sm:inline">{RETRY_LABELS[delivery.status]}</span>
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
              {expanded ? (
                <tr>
                  <td colSpan={7} className="border-b border-slate-100 p-0">
                    <DeliveryDetail delivery={delivery} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
