"use client";

import { Receipt } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryState } from "@/components/ui/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useInvoices } from "@/lib/queries/billing";
import { formatDate, formatMoney } from "./billing-format";

/** Invoices from Stripe (Stripe mode only; self-hosted has none to show). */
export function InvoicesCard() {
  const invoices = useInvoices();
  if (invoices.data?.mode === "self-hosted") return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={invoices} loading={<Skeleton className="h-24" />} errorTitle="Couldn't load invoices">
          {({ invoices: rows }) =>
            rows.length === 0 ? (
              <EmptyState icon={Receipt} title="No invoices yet" description="Invoices from Stripe appear here after your first payment." />
            ) : (
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeader>Date</TableHeader>
                    <TableHeader>Number</TableHeader>
                    <TableHeader>Amount</TableHeader>
                    <TableHeader>Status</TableHeader>
                    <TableHeader className="text-right">Invoice</TableHeader>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((invoice) => (
                    <TableRow key={invoice.id}>
                      <TableCell>{formatDate(invoice.created)}</TableCell>
                      <TableCell className="font-mono text-xs">{invoice.number ?? "—"}</TableCell>
                      <TableCell className="tabular-nums">{formatMoney(invoice.total, invoice.currency)}</TableCell>
                      <TableCell>
                        <Badge tone={invoice.status === "paid" ? "success" : invoice.status === "open" ? "warning" : "neutral"}>{invoice.status ?? "draft"}</Badge>
                      </TableCell>
                      <TableCell className="text-right">
                        {invoice.hostedInvoiceUrl ? (
                          <a className="text-sm font-medium text-brand-700 hover:underline" href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
                            View
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
