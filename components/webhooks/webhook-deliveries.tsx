"use client";

import { ArrowLeft, ChevronDown, ChevronRight, Inbox, Pencil, RotateCcw, SearchX, Send } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Pagination } from "@/components/ui/pagination";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { TableSkeleton } from "@/components/settings/table-skeleton";
import { usePermissions } from "@/components/settings/use-permissions";
import { WEBHOOK_EVENT_NAMES } from "@/lib/events/domain-events";
import { errorMessageOf } from "@/lib/queries/api-client";
import {
  DELIVERIES_PAGE_SIZE,
  webhookKeys,
  useDeliveries,
  useRetryDelivery,
  useSendTestWebhook,
  useWebhook,
  type Delivery,
  type Webhook,
} from "@/lib/queries/webhooks";
import { WEBHOOK_TEST_EVENT } from "@/lib/validation/webhooks";
import { DeliveryDetail, ResponseCodeBadge, useFormatDuration } from "./delivery-detail";
import { DisabledWebhooksNotice } from "./disabled-webhooks-notice";
import { WebhookDialog } from "./webhook-dialog";
import { WebhookStatusBadge } from "./webhook-status-badge";

// Labels: webhooks.log.status.<STATUS>; retry buttons: webhooks.log.retry.<STATUS> (a pending
// delivery waits for its next automatic retry: "Retry now" skips the wait).
const STATUSES = ["PENDING", "SUCCESS", "FAILED"] as const;
const STATUS_TONES = { PENDING: "warning", SUCCESS: "success", FAILED: "danger" } as const;

/** One webhook: its settings at a glance, then its delivery log. */
export function WebhookDeliveries({ id }: { id: string }) {
  const webhook = useWebhook(id);
  const t = useTranslations("webhooks.detail");
  return (
    <div className="flex flex-col gap-6">
      <Link
        href="/settings/webhooks"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {t("allWebhooks")}
      </Link>
      <QueryState query={webhook} loading={<Skeleton className="h-24 w-full rounded-xl" />} errorTitle={t("loadError")}>
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
  const t = useTranslations("webhooks");
  const [editing, setEditing] = useState(false);
  const onTest = async () => {
    try {
      await sendTest.mutateAsync(webhook.id);
      toast.success(t("test.sent"), t("test.sentDetailHere"));
    } catch (error) {
      toast.error(t("test.failed"), errorMessageOf(error));
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
          {t("detail.events", { count: webhook.events.length, names: webhook.events.join(", ") })}
        </p>
      </div>
      {can("webhooks:write") ? (
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden />
            {t("detail.edit")}
          </Button>
          <Button onClick={() => void onTest()} pending={sendTest.isPending}>
            {sendTest.isPending ? null : <Send aria-hidden />}
            {t("detail.sendTestEvent")}
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
  const t = useTranslations("webhooks.log");
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
          <h2 className="text-base font-semibold text-slate-900">{t("title")}</h2>
          <p className="text-sm text-slate-600">{t("description")}</p>
        </div>
        <div className="flex gap-2">
          <Select
            aria-label={t("filterStatus")}
            value={status}
            onChange={(change) => {
              setStatus(change.target.value);
              setPage(1);
            }}
            className="w-36"
          >
            <option value="">{t("allStatuses")}</option>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t("filterEvent")}
            value={event}
            onChange={(change) => {
              setEvent(change.target.value);
              setPage(1);
            }}
            className="w-44"
          >
            <option value="">{t("allEvents")}</option>
            {[...WEBHOOK_EVENT_NAMES, WEBHOOK_TEST_EVENT].map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <QueryState
        query={deliveries}
        loading={<TableSkeleton rows={4} label={t("loading")} />}
        errorTitle={t("loadError")}
      >
        {(data) =>
          data.pagination.total === 0 ? (
            filtered ? (
              <EmptyState
                icon={SearchX}
                title={t("noMatchTitle")}
                description={t("noMatchDescription")}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setStatus("");
                      setEvent("");
                    }}
                  >
                    {t("clearFilters")}
                  </Button>
                }
                className="border-0 shadow-none"
              />
            ) : (
              <EmptyState
                icon={Inbox}
                title={t("emptyTitle")}
                description={t("emptyDescription")}
                className="border-0 shadow-none"
              />
            )
          ) : (
            <>
              <DeliveriesTable webhookId={webhook.id} deliveries={data.data} dimmed={deliveries.isPlaceholderData} />
              <Pagination
                page={page}
                limit={DELIVERIES_PAGE_SIZE}
                total={data.pagination.total}
                onPage={setPage}
                noun={t("noun", { count: data.pagination.total })}
              />
            </>
          )
        }
      </QueryState>
    </Card>
  );
}

function DeliveriesTable({
  webhookId,
  deliveries,
  dimmed,
}: {
  webhookId: string;
  deliveries: Delivery[];
  dimmed: boolean;
}) {
  const { can } = usePermissions();
  const toast = useToast();
  const retry = useRetryDelivery();
  const [open, setOpen] = useState<string | null>(null);
  const [retrying, setRetrying] = useState<string | null>(null);
  const t = useTranslations("webhooks.log");
  const format = useFormatter();
  const formatDuration = useFormatDuration();

  const onRetry = async (delivery: Delivery) => {
    setRetrying(delivery.id);
    try {
      await retry.mutateAsync({ id: webhookId, deliveryId: delivery.id });
      toast.success(t("retrying"), t("retryingDetail", { attempt: delivery.attempts + 1 }));
    } catch (error) {
      toast.error(t("retryFailed"), errorMessageOf(error));
    } finally {
      setRetrying(null);
    }
  };

  return (
    <DataTable
      aria-label={t("title")}
      bodyClassName={dimmed ? "opacity-60" : undefined}
      rows={deliveries}
      rowProps={(delivery) => ({
        "data-testid": "delivery-row",
        className: open === delivery.id ? "border-b-0 bg-slate-50/60" : undefined,
      })}
      afterRow={(delivery) =>
        open === delivery.id ? (
          <tr>
            <td colSpan={7} className="border-b border-slate-100 p-0">
              <DeliveryDetail delivery={delivery} />
            </td>
          </tr>
        ) : null
      }
      columns={[
        {
          header: <span className="sr-only">{t("details")}</span>,
          className: "pr-0",
          headerClassName: "w-10",
          cell: (delivery) => {
            const expanded = open === delivery.id;
            return (
              <button
                type="button"
                onClick={() => setOpen(expanded ? null : delivery.id)}
                aria-expanded={expanded}
                aria-label={
                  expanded ? t("hideDetails", { event: delivery.event }) : t("showDetails", { event: delivery.event })
                }
                className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                {expanded ? (
                  <ChevronDown aria-hidden className="size-4" />
                ) : (
                  <ChevronRight aria-hidden className="size-4" />
                )}
              </button>
            );
          },
        },
        {
          header: t("columns.event"),
          cell: (delivery) => <code className="font-mono text-[13px] text-slate-900">{delivery.event}</code>,
        },
        {
          header: t("columns.status"),
          cell: (delivery) => <Badge tone={STATUS_TONES[delivery.status]}>{t(`status.${delivery.status}`)}</Badge>,
        },
        {
          header: t("columns.response"),
          className: "hidden sm:table-cell",
          cell: (delivery) =>
            delivery.attempts === 0 ? (
              <span className="text-slate-400">—</span>
            ) : (
              <span className="flex items-center gap-2">
                <ResponseCodeBadge code={delivery.responseCode} />
                <span className="text-xs text-slate-500">{formatDuration(delivery.durationMs)}</span>
              </span>
            ),
        },
        {
          header: t("columns.attempts"),
          className: "hidden md:table-cell",
          cellClassName: "text-slate-600",
          cell: (delivery) => delivery.attempts,
        },
        {
          header: t("columns.created"),
          className: "hidden md:table-cell",
          cellClassName: "whitespace-nowrap text-slate-600",
          cellProps: (delivery) => ({
            title: format.dateTime(new Date(delivery.createdAt), { dateStyle: "medium", timeStyle: "short" }),
          }),
          cell: (delivery) => format.relativeTime(new Date(delivery.createdAt)),
        },
        actionsColumn(
          (delivery: Delivery) =>
            can("webhooks:write") ? (
              <Button
                variant="ghost"
                size="sm"
                pending={retrying === delivery.id}
                onClick={() => void onRetry(delivery)}
                aria-label={t("retryAria", { event: delivery.event })}
              >
                {retrying === delivery.id ? null : <RotateCcw aria-hidden />}
                <span className="hidden sm:inline">{t(`retry.${delivery.status}`)}</span>
              </Button>
            ) : null,
          { label: t("actions"), className: "text-right", cellClassName: "" },
        ),
      ]}
    />
  );
}
