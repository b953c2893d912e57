"use client";

import { Plus, Send } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableRow } from "@/components/ui/table";
import { FilterChips } from "@/components/ui/data/filter-chips";
import { PagedList } from "@/components/ui/data/paged-list";
import { useCampaigns, type Campaign, type CampaignStatus } from "@/lib/queries/campaigns";
import { useCampaignDates } from "./campaign-describe";
import { CampaignProgress } from "./campaign-progress";
import { CampaignRowActions } from "./campaign-row-actions";
import { CAMPAIGN_STATUSES, CampaignStatusBadge } from "./campaign-status-badge";
import { ListToolbar, useListSearch } from "@/components/ui/data/list-search";

const PAGE_SIZE = 25;

export function CreateCampaignButton({ label }: { label?: string }) {
  const t = useTranslations("campaigns.list");
  return (
    <ButtonLink href="/campaigns/new">
      <Plus aria-hidden />
      {label ?? t("create")}
    </ButtonLink>
  );
}

/** The team's campaigns: filter by status, search by name, follow progress, act on a row. */
export function CampaignsOverview() {
  const t = useTranslations("campaigns.list");
  const list = useListSearch();
  const { q, page } = list;
  const status = CAMPAIGN_STATUSES.find((item) => item.status === list.params.get("status"))?.status ?? null;
  const campaigns = useCampaigns({ page, limit: PAGE_SIZE, status: status ?? undefined, q: q || undefined });
  const filtered = Boolean(status || q);

  return (
    <div className="flex flex-col gap-4">
      <ListToolbar
        search={{ ...list.box, label: t("searchLabel"), placeholder: t("searchPlaceholder"), className: "lg:w-72" }}
      >
        <StatusChips value={status} onChange={(next) => list.filter({ status: next })} />
      </ListToolbar>
      <PagedList
        query={campaigns}
        loading={{ rows: 4, label: t("loading") }}
        errorTitle={t("loadError")}
        empty={
          <EmptyState
            icon={Send}
            title={t("emptyTitle")}
            description={t("emptyDescription")}
            action={<CreateCampaignButton />}
          />
        }
        noMatch={
          filtered
            ? {
                title: t("noMatchTitle"),
                description: t("noMatchDescription"),
                clearLabel: t("clearFilters"),
                onClear: () => list.clear({ status: null }),
              }
            : null
        }
        table={{
          label: t("tableLabel"),
          columns: [
            { label: t("columns.campaign") },
            { label: t("columns.status") },
            { label: t("columns.audience"), className: "hidden md:table-cell" },
            { label: t("columns.when"), className: "hidden lg:table-cell" },
            { label: t("columns.delivery"), className: "w-56" },
            { label: <span className="sr-only">{t("columns.actions")}</span>, className: "w-12" },
          ],
          page,
          limit: PAGE_SIZE,
          onPage: list.setPage,
          noun: (total) => t("noun", { count: total }),
        }}
      >
        {(rows) => rows.map((campaign) => <CampaignRow key={campaign.id} campaign={campaign} />)}
      </PagedList>
    </div>
  );
}

function StatusChips({
  value,
  onChange,
}: {
  value: CampaignStatus | null;
  onChange: (status: CampaignStatus | null) => void;
}) {
  const t = useTranslations("campaigns");
  const chips = [
    { value: null, label: t("list.all") },
    ...CAMPAIGN_STATUSES.map((item) => ({ value: item.status, label: t(`status.${item.status}`) })),
  ];
  return <FilterChips label={t("list.filterLabel")} chips={chips} value={value} onChange={onChange} />;
}

/** The moment that matters for the status: next run, sent date, or last change. */
function campaignMoment(campaign: Campaign): {
  label: "nextRun" | "sent" | "started" | "failed" | "edited";
  iso: string;
} {
  if (campaign.nextRunAt && (campaign.status === "SCHEDULED" || campaign.schedule === "RECURRING"))
    return { label: "nextRun", iso: campaign.nextRunAt };
  if (campaign.status === "SENT" && campaign.completedAt) return { label: "sent", iso: campaign.completedAt };
  if (campaign.status === "SENDING" && campaign.startedAt) return { label: "started", iso: campaign.startedAt };
  if (campaign.status === "FAILED" && campaign.completedAt) return { label: "failed", iso: campaign.completedAt };
  return { label: "edited", iso: campaign.updatedAt };
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.list");
  const { inZone, relative } = useCampaignDates();
  const router = useRouter();
  const href = `/campaigns/${campaign.id}`;
  const moment = campaignMoment(campaign);
  // A recurring campaign between runs is SCHEDULED again: its last run's figures still show.
  const showProgress = campaign.runCount > 0 || campaign.startedAt !== null;
  return (
    <TableRow data-testid="campaign-row" className="cursor-pointer" onClick={() => router.push(href)}>
      <TableCell className="max-w-72">
        <Link
          href={href}
          onClick={(event) => event.stopPropagation()}
          className="block truncate font-medium text-slate-900 hover:text-brand-700"
          title={campaign.name}
        >
          {campaign.name}
        </Link>
        <p className="truncate text-xs text-slate-500">
          {campaign.template?.name ?? t("noTemplate")}
          {campaign.schedule === "RECURRING"
            ? ` · ${campaign.runCount > 0 ? t("recurringRun", { run: campaign.runCount }) : t("recurring")}`
            : ""}
        </p>
      </TableCell>
      <TableCell>
        <CampaignStatusBadge status={campaign.status} />
      </TableCell>
      <TableCell className="hidden max-w-48 truncate text-slate-600 md:table-cell">
        {campaign.list?.name ?? <span className="text-slate-500">—</span>}
      </TableCell>
      <TableCell className="hidden text-slate-600 lg:table-cell">
        <span className="block text-xs text-slate-500">{t(`moment.${moment.label}`)}</span>
        <span title={inZone(moment.iso, campaign.timezone)}>{relative(moment.iso)}</span>
      </TableCell>
      <TableCell>
        {showProgress ? (
          <CampaignProgress campaign={campaign} />
        ) : (
          <span className="text-sm text-slate-500">{t("notSentYet")}</span>
        )}
      </TableCell>
      <TableCell onClick={(event) => event.stopPropagation()}>
        <CampaignRowActions campaign={campaign} />
      </TableCell>
    </TableRow>
  );
}
