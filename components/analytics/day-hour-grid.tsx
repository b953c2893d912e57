"use client";

import { CalendarClock } from "lucide-react";
import type { DayHourCell } from "@/lib/queries/analytics";
import { ChartCard } from "./chart-card";
import { heatShades } from "./chart-colors";
import { useTranslations } from "next-intl";
import { useReportFormat } from "./use-report-format";

const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const hourName = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The shade of a cell: none for zero, else one of the steps by its share of the busiest cell. */
function shadeOf(count: number, max: number) {
  if (count === 0 || max === 0) return heatShades[0];
  return heatShades[Math.min(heatShades.length - 1, 1 + Math.floor((count / max) * (heatShades.length - 2)))];
}

/** Opens by weekday and hour in the team's timezone: when this audience reads. */
export function DayHourGrid({
  cells,
  timezone,
  loading,
}: {
  cells: DayHourCell[] | undefined;
  timezone: string | undefined;
  loading: boolean;
}) {
  const t = useTranslations("analytics.dayHour");
  const { shortWeekday, longWeekday } = useReportFormat();
  const counts = new Map((cells ?? []).map((cell) => [`${cell.day}-${cell.hour}`, cell.count]));
  const max = Math.max(0, ...(cells ?? []).map((cell) => cell.count));
  const best = (cells ?? []).reduce<DayHourCell | null>(
    (top, cell) => (!top || cell.count > top.count ? cell : top),
    null,
  );
  return (
    <ChartCard
      title={t("title")}
      description={timezone ? t("descriptionZone", { zone: timezone.replaceAll("_", " ") }) : t("description")}
      testId="chart-day-hour"
      loading={loading}
      empty={max === 0}
      emptyIcon={CalendarClock}
      emptyTitle={t("emptyTitle")}
      emptyHint={t("emptyHint")}
      height={236}
      actions={
        best ? (
          <p className="shrink-0 text-right text-xs text-slate-500">
            {t("busiest")}
            <br />
            <span className="font-medium text-slate-800">
              {shortWeekday(best.day)} {hourName(best.hour)}
            </span>
          </p>
        ) : null
      }
    >
      <div className="overflow-x-auto">
        <table
          className="w-full min-w-[36rem] table-fixed border-separate border-spacing-[3px] text-xs"
          aria-label={t("tableLabel")}
        >
          <thead>
            <tr>
              <th scope="col" className="w-10">
                <span className="sr-only">{t("day")}</span>
              </th>
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className="font-normal text-slate-400 tabular-nums">
                  {hour % 3 === 0 ? hour : <span className="sr-only">{hour}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row" className="pr-2 text-left font-medium whitespace-nowrap text-slate-500">
                  {shortWeekday(day)}
                </th>
                {HOURS.map((hour) => {
                  const count = counts.get(`${day}-${hour}`) ?? 0;
                  const title = t("cell", { day: longWeekday(day), hour: hourName(hour), count });
                  return (
                    <td
                      key={hour}
                      title={title}
                      aria-label={title}
                      className="h-6 rounded-[4px] transition-transform hover:scale-110"
                      style={{ background: shadeOf(count, max) }}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex items-center justify-end gap-1.5 text-xs text-slate-500" aria-hidden>
        {t("fewer")}
        {heatShades.map((shade) => (
          <span key={shade} className="size-3 rounded-[3px]" style={{ background: shade }} />
        ))}
        {t("more")}
      </div>
    </ChartCard>
  );
}
