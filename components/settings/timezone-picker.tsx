"use client";

import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Input, Label } from "@/components/ui/input";

/** Every IANA zone the browser knows, with its current offset ("Europe/Paris · UTC+01:00"). */
function allZones(): { zone: string; offset: string }[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : ["UTC"];
  const withUtc = zones.includes("UTC") ? zones : ["UTC", ...zones];
  const now = new Date();
  return withUtc.map((zone) => {
    const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(now)
      .find((p) => p.type === "timeZoneName");
    const offset = part?.value === "GMT" ? "UTC" : (part?.value.replace("GMT", "UTC") ?? "");
    return { zone, offset };
  });
}

type TimezonePickerProps = {
  value: string;
  onChange: (zone: string) => void;
  disabled?: boolean;
  /** Offers "no zone" (value "") first, under this label: a contact's zone is optional. */
  noneLabel?: string;
};

/** A searchable list of time zones: type part of a city or region, then pick from the list. */
export function TimezonePicker({ value, onChange, disabled, noneLabel }: TimezonePickerProps) {
  const t = useTranslations("defaults.timezone");
  const id = useId();
  const zones = useMemo(allZones, []);
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase().replace(/\s+/g, "_");
  const matches = zones.filter(
    ({ zone, offset }) => !needle || zone.toLowerCase().includes(needle) || offset.toLowerCase().includes(needle),
  );
  // The saved zone stays visible (and selected) whatever the search says.
  const shown = matches.some((entry) => entry.zone === value)
    ? matches
    : [...zones.filter((entry) => entry.zone === value), ...matches];

  return (
    <div className="flex max-w-md flex-col gap-2">
      <Label htmlFor={`${id}-search`}>{t("search")}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          id={`${id}-search`}
          type="search"
          className="pl-9"
          placeholder={t("searchPlaceholder")}
          value={query}
          disabled={disabled}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls={`${id}-list`}
        />
      </div>
      <select
        id={`${id}-list`}
        aria-label={t("listLabel")}
        size={8}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border-0 bg-white p-1 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:bg-slate-50"
      >
        {noneLabel !== undefined ? (
          <option value="" className="rounded px-2 py-1 text-slate-500">
            {noneLabel}
          </option>
        ) : null}
        {shown.map(({ zone, offset }) => (
          <option key={zone} value={zone} className="rounded px-2 py-1">
            {zone.replace(/_/g, " ")} · {offset}
          </option>
        ))}
      </select>
      <p className="text-[13px] text-slate-500" aria-live="polite">
        {matches.length === 0 ? t("noMatch", { query: query.trim() }) : t("count", { count: matches.length })}
      </p>
    </div>
  );
}
