"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { isNamedType } from "./file-format";

const UNITS = ["KB", "MB", "GB"];

/**
 * Sizes and file types in the reader's language: 48213 -> "47.1 KB" (binary steps, as the 10 MiB
 * cap is), "image/png" -> "PNG image".
 */
export function useFileFormat() {
  const t = useTranslations("media");
  const format = useFormatter();

  const bytes = useCallback(
    (size: number) => {
      if (size < 1024) return t("bytes", { count: size });
      let value = size / 1024;
      let unit = 0;
      while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      const shown = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
      return `${format.number(shown, { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
    },
    [t, format],
  );

  const type = useCallback((mime: string) => (isNamedType(mime) ? t(`types.${mime}`) : mime), [t]);

  return useMemo(() => ({ bytes, type }), [bytes, type]);
}
