"use client";

import { Receipt } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useInvoices } from "@/lib/queries/billing";
import { useBillingFormat } from "./billing-format";

const KNOWN_STATUSES = ["draft", "open", "paid", "uncollectible", "void"] as const;
const isKnownStatus = (status: string): status is (typeof KNOWN_STATUSES)[number] =>
  (KNOWN_STATUSES as readonly string[]).includes(status);

/** Invoices from Stripe (Stripe mode only; self-hosted has none to show). */
export function InvoicesCard() {
  const invoices = useInvoices();
  const t = useTranslations("billing.invoices");
  const { formatDate, formatMoney } = useBillingFormat();
  const statusLabel = (status: string | null) => {
    const value = status ?? "draft";
    return isKnownStatus(value) ? t(`status.${value}`) : value;
  };
  if (invoices.data?.mode === "self-hosted") return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={invoices} loading={<Skeleton className="h-24" />} errorTitle={t("loadError")}>
          {({ invoices: rows }) =>
            rows.length === 0 ? (
              <EmptyState icon={Receipt} title={t("emptyTitle")} description={t("emptyDescription")} />
            ) : (
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeader>{t("columns.date")}</TableHeader>
                    <TableHeader>{t("columns.number")}</TableHeader>
                    <TableHeader>{t("columns.amount")}</TableHeader>
                    <TableHeader>{t("columns.status")}</TableHeader>
                    <TableHeader className="text-right">{t("columns.invoice")}</TableHeader>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((invoice) => (
                    <TableRow key={invoice.id}>
                      <TableCell>{formatDate(invoice.created)}</TableCell>
                      <TableCell className="font-mono text-xs">{invoice.number ?? "—"}</TableCell>
                      <TableCell className="tabular-nums">{formatMoney(invoice.total, invoice.currency)}</TableCell>
                      <TableCell>
                        <Badge
                          tone={
                            invoice.status === "paid" ? "success" : invoice.status === "open" ? "warning" : "neutral"
                          }
                        >
                          {statusLabel(invoice.status)}
                        </Badge>
                      </TableCell>
                      <TableCell className="text-right">
                        {invoice.hostedInvoiceUrl ? (
                          <a
                            className="text-sm font-medium text-brand-700 hover:underline"
                            href={invoice.hostedInvoiceUrl}
                            target="_blank"
                            rel="noreferrer"
                          >
                            {t("view")}
                          </a>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
