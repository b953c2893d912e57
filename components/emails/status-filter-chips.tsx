"use client";

import { useTranslations } from "next-intl";
import type { EmailStatus } from "@/lib/queries/emails";
import { EMAIL_STATUSES } from "./email-status-badge";
import { FilterChips } from "@/components/ui/data/filter-chips";

/** "All" plus one chip per status; the selected one is pressed. */
export function StatusFilterChips({
  value,
  onChange,
}: {
  value: EmailStatus | null;
  onChange: (status: EmailStatus | null) => void;
}) {
  const t = useTranslations("emails");
  const chips: { value: EmailStatus | null; label: string }[] = [
    { value: null, label: t("filter.all") },
    ...EMAIL_STATUSES.map(({ status }) => ({ value: status, label: t(`status.${status}`) })),
  ];
  return <FilterChips label={t("filter.label")} chips={chips} value={value} onChange={onChange} />;
}
