"use client";

import clsx from "clsx";
import { Plus, Send } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "@/components/contacts/search-input";
import { intParam, useDebouncedInput, useSearchParamsState } from "@/components/contacts/use-search-params-state";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ListError, ListLoading, NoMatchState } from "@/components/ui/list-states";
import { useCampaigns, type Campaign, type CampaignStatus } from "@/lib/queries/campaigns";
import { useCampaignDates } from "./campaign-describe";
import { CampaignProgress } from "./campaign-progress";
import { CampaignRowActions } from "./campaign-row-actions";
import { CAMPAIGN_STATUSES, CampaignStatusBadge } from "./campaign-status-badge";

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
  const { params, set } = useSearchParamsState();
  const status = CAMPAIGN_STATUSES.find((item) => item.status === params.get("status"))?.status ?? null;
  const q = params.get("q") ?? "";
  const page = intParam(params.get("page"), 1);
  const [search, setSearch] = useDebouncedInput(q, (value) => set({ q: value, page: null }));
  const campaigns = useCampaigns({ page, limit: PAGE_SIZE, status: status ?? undefined, q: q || undefined });
  const filtered = Boolean(status || q);
  const clear = () => {
    setSearch("");
    set({ status: null, q: null, page: null });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusChips value={status} onChange={(next) => set({ status: next, page: null })} />
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t("searchLabel")}
          placeholder={t("searchPlaceholder")}
          className="lg:w-72"
        />
      </div>
      {campaigns.isPending ? (
        <ListLoading rows={4} label={t("loading")} />
      ) : campaigns.isError ? (
        <ListError title={t("loadError")} query={campaigns} />
      ) : campaigns.data.pagination.total === 0 ? (
        filtered ? (
          <NoMatchState
            title={t("noMatchTitle")}
            description={t("noMatchDescription")}
            clearLabel={t("clearFilters")}
            onClear={clear}
          />
        ) : (
          <EmptyState
            icon={Send}
            title={t("emptyTitle")}
            description={t("emptyDescription")}
            action={<CreateCampaignButton />}
          />
        )
      ) : (
        <Card className="overflow-hidden">
          <Table aria-label={t("tableLabel")}>
            <TableHead>
              <tr>
                <TableHeader>{t("columns.campaign")}</TableHeader>
                <TableHeader>{t("columns.status")}</TableHeader>
                <TableHeader className="hidden md:table-cell">{t("columns.audience")}</TableHeader>
                <TableHeader className="hidden lg:table-cell">{t("columns.when")}</TableHeader>
                <TableHeader className="w-56">{t("columns.delivery")}</TableHeader>
                <TableHeader className="w-12">
                  <span className="sr-only">{t("columns.actions")}</span>
                </TableHeader>
              </tr>
            </TableHead>
            <TableBody className={campaigns.isPlaceholderData ? "opacity-60" : undefined}>
              {campaigns.data.data.map((campaign) => (
                <CampaignRow key={campaign.id} campaign={campaign} />
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={page}
            limit={PAGE_SIZE}
            total={campaigns.data.pagination.total}
            onPage={(next) => set({ page: next === 1 ? null : next })}
            noun={t("noun", { count: campaigns.data.pagination.total })}
          />
        </Card>
      )}
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
    { status: null, label: t("list.all") },
    ...CAMPAIGN_STATUSES.map((item) => ({ status: item.status, label: t(`status.${item.status}`) })),
  ];
  return (
    <fieldset aria-label={t("list.filterLabel")} className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
      {chips.map((chip) => (
        <button
          key={chip.label}
          type="button"
          aria-pressed={chip.status === value}
          onClick={() => onChange(chip.status)}
          className={clsx(
            "h-8 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset",
            chip.status === value
              ? "bg-brand-600 text-white ring-brand-600"
              : "bg-white text-slate-600 ring-slate-300 hover:bg-slate-50 hover:text-slate-900",
          )}
        >
          {chip.label}
        </button>
      ))}
    </fieldset>
  );
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
