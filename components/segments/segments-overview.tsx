"use client";

import { Filter, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { usePermissions } from "@/components/settings/use-permissions";
import { Badge } from "@/components/ui/badge";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLists } from "@/lib/queries/lists";
import { useSegments } from "@/lib/queries/segments";

const segmentHref = (id: string) => `/contacts/segments/${encodeURIComponent(id)}`;

/** Contacts -> Segments: the team's saved segments. */
export function SegmentsOverview() {
  const t = useTranslations("segments");
  const format = useFormatter();
  const { can } = usePermissions();
  const router = useRouter();
  const segments = useSegments(1);
  const lists = useLists({ limit: 100 });
  const listName = (id: string | null) =>
    id ? (lists.data?.data.find((list) => list.id === id)?.name ?? t("someList")) : t("everyList");
  const newButton = can("lists:write") ? (
    <ButtonLink href="/contacts/segments/new">
      <Plus aria-hidden />
      {t("new")}
    </ButtonLink>
  ) : null;
  const rows = segments.data?.data ?? [];

  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader actions={newButton} />
      {segments.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : segments.isError ? (
        <ErrorState title={t("loadError")} error={segments.error} onRetry={() => void segments.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Filter}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
          action={newButton}
          hint={t("emptyHint")}
        />
      ) : (
        <Card className="overflow-hidden">
          <div className="border-b border-slate-100 px-6 py-4">
            <h2 className="text-base font-semibold text-slate-900">{t("heading")}</h2>
            <p className="text-sm text-slate-500">{t("count", { count: segments.data.pagination.total })}</p>
          </div>
          <Table>
            <TableHead>
              <tr>
                <TableHeader>{t("columns.name")}</TableHeader>
                <TableHeader>{t("columns.from")}</TableHeader>
                <TableHeader>{t("columns.rules")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.created")}</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {rows.map((segment) => (
                <TableRow
                  key={segment.id}
                  data-testid="segment-row"
                  className="cursor-pointer"
                  onClick={() => router.push(segmentHref(segment.id))}
                >
                  <TableCell className="w-1/2 max-w-0">
                    <Link
                      href={segmentHref(segment.id)}
                      onClick={(event) => event.stopPropagation()}
                      className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {segment.name}
                    </Link>
                    {segment.description ? (
                      <p className="mt-0.5 truncate text-sm text-slate-500">{segment.description}</p>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-slate-600">{listName(segment.listId)}</TableCell>
                  <TableCell>
                    <Badge tone="brand">{t("rulesBadge", { count: segment.rules.length, match: segment.match })}</Badge>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap text-slate-500 md:table-cell">
                    {format.dateTime(new Date(segment.createdAt), { dateStyle: "medium" })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </div>
  );
}
