import { useFormatter, useTranslations } from "next-intl";
import { CONTACT_FIELDS, isContactField } from "@/lib/contacts/contact-fields";

// Words and numbers of the import screens, in the reader's language.

/** The contact fields a column can be imported as, in the order exports list them. */
export const CONTACT_FIELD_OPTIONS = CONTACT_FIELDS;

export type ImportsTranslator = ReturnType<typeof useTranslations<"imports">>;

export const METADATA_PREFIX = "metadata.";
const MAX_METADATA_KEY_LENGTH = 100;

/** The metadata key a column goes to when kept as a custom field: its header, as written. */
export function metadataTargetFor(column: string) {
  return `${METADATA_PREFIX}${column.trim().slice(0, MAX_METADATA_KEY_LENGTH)}`;
}

/** "firstName" -> "First name", "metadata.plan" -> "Custom field “plan”", "" -> "Not imported". */
export function targetLabel(t: ImportsTranslator, target: string) {
  if (target === "") return t("target.none");
  if (target.startsWith(METADATA_PREFIX)) return t("target.custom", { key: target.slice(METADATA_PREFIX.length) });
  return isContactField(target) ? t(`fields.${target}`) : target;
}

/** 300 ms -> "< 1 s", 4200 ms -> "4 s", 95 000 -> "1 min 35 s", 2 h and more -> "2 h 5 min". */
export function formatDuration(t: ImportsTranslator, ms: number) {
  if (ms < 1000) return t("duration.underSecond");
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return t("duration.seconds", { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60)
    return seconds % 60 === 0
      ? t("duration.minutes", { minutes })
      : t("duration.minutesSeconds", { minutes, seconds: seconds % 60 });
  return t("duration.hoursMinutes", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

const FILE_SIZE_UNITS = ["kilobytes", "megabytes", "gigabytes"] as const;

/** The import screens' translator, counts, sizes and durations in the reader's language. */
export function useImportFormat() {
  const t = useTranslations("imports");
  const format = useFormatter();
  /** 48213 -> "47.1 KB" ("47,1 Ko" in French); binary steps, as the 256 MiB cap is. */
  const fileSize = (bytes: number) => {
    if (bytes < 1024) return t("fileSize.bytes", { count: bytes });
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return t(`fileSize.${FILE_SIZE_UNITS[unit]}`, {
      size: format.number(value, { maximumFractionDigits: value >= 100 ? 0 : 1 }),
    });
  };
  return {
    t,
    fileSize,
    count: (value: number) => format.number(value),
    duration: (ms: number) => formatDuration(t, ms),
    target: (target: string) => targetLabel(t, target),
  };
}
