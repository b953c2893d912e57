"use client";

import { Route, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DeleteRowButton, EditRowButton } from "@/components/ui/row-actions";
import { actionsColumn, DataTable } from "@/components/ui/data-table";
import { useConfirmedRowAction } from "@/components/ui/use-confirmed-row-action";
import { useDeleteSendingRoute, useSendingRoutes, type SendingRoute } from "@/lib/queries/sending-routes";
import { ConfigListPage, useConfigListTexts } from "./config-list-page";
import { useRowEditor } from "./row-dialogs";
import { RouteTestDialog, SendingRouteDialog } from "./sending-route-dialog";
import { usePermissions } from "./use-permissions";
import { useSettingsDates } from "./use-relative-time";

// Settings -> Sending routes (docs/contract.md section 20): each route's targets with their
// weights, priorities and health, a test send through the route, add, edit and delete.

export function SendingRoutesSettings() {
  const { can } = usePermissions();
  const routes = useSendingRoutes();
  const editor = useRowEditor<SendingRoute>();
  const canWrite = can("smtp:write");
  return (
    <ConfigListPage
      query={routes}
      icon={Route}
      texts={useConfigListTexts("sendingRoutes", canWrite)}
      onAdd={canWrite ? editor.add : undefined}
      dialog={<SendingRouteDialog open={editor.open} route={editor.row} onClose={editor.close} />}
    >
      {(rows) => <RoutesTable routes={rows} onEdit={editor.edit} />}
    </ConfigListPage>
  );
}

function RoutesTable({ routes, onEdit }: { routes: SendingRoute[]; onEdit: (route: SendingRoute) => void }) {
  const t = useTranslations("sendingRoutes");
  const { can } = usePermissions();
  const [testing, setTesting] = useState<SendingRoute | null>(null);
  const remove = useConfirmedRowAction<SendingRoute>(useDeleteSendingRoute(), {
    title: (route) => t("deleteTitle", { name: route?.name ?? "" }),
    done: t("deleted"),
    failed: t("deleteError"),
    description: () => t("deleteDescription"),
    confirmLabel: t("deleteConfirm"),
  });
  return (
    <>
      <DataTable
        rows={routes}
        rowProps={() => ({ "data-testid": "route-row" })}
        columns={[
          {
            header: t("columns.name"),
            cellClassName: "align-top",
            cell: (route) => (
              <>
                <p className="font-medium text-slate-900">{route.name}</p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                  <span>{t(`streams.${route.stream}`)}</span>
                  {route.isDefault ? <Badge tone="brand">{t("default")}</Badge> : null}
                </p>
              </>
            ),
          },
          {
            header: t("columns.targets"),
            cellClassName: "align-top",
            cell: (route) => (
              <ul className="flex flex-col gap-1.5">
                {route.targets.map((target) => (
                  <TargetLine key={target.smtpConfigId} target={target} />
                ))}
              </ul>
            ),
          },
          actionsColumn(
            (route: SendingRoute) => (
              <div className="flex items-center justify-end gap-1">
                {can("smtp:write") ? (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setTesting(route)}
                      aria-label={t("sendTestNamed", { name: route.name })}
                      title={t("sendTest")}
                    >
                      <Send aria-hidden />
                    </Button>
                    <EditRowButton label={t("editNamed", { name: route.name })} onClick={() => onEdit(route)} />
                  </>
                ) : null}
                {can("smtp:delete") ? (
                  <DeleteRowButton label={t("deleteNamed", { name: route.name })} onClick={() => remove.ask(route)} />
                ) : null}
              </div>
            ),
            { cellClassName: "text-right align-top" },
          ),
        ]}
      />
      <RouteTestDialog route={testing} onClose={() => setTesting(null)} />
      {remove.dialog}
    </>
  );
}

function TargetLine({ target }: { target: SendingRoute["targets"][number] }) {
  const t = useTranslations("sendingRoutes");
  const dates = useSettingsDates();
  const cooling = target.health.state === "cooling";
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm" data-testid="route-target">
      <span className="font-medium text-slate-800">{target.smtpConfigName}</span>
      <span className="text-xs text-slate-500">
        {t("weightPriority", { weight: target.weight, priority: target.priority })}
      </span>
      <Badge
        tone={cooling ? "warning" : "success"}
        title={target.health.lastError ?? undefined}
        data-testid="health-chip"
      >
        {cooling && target.health.until
          ? t("health.coolingUntil", { time: dates.dateTime(target.health.until) })
          : t(`health.${target.health.state}`)}
      </Badge>
    </li>
  );
}
