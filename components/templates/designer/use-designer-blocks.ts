"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { designerBlocks, type BlockKey } from "./blocks";

/** The palette's blocks in the reader's language: labels, hints and the text each block starts with. */
export function useDesignerBlocks() {
  const t = useTranslations("designer.blocks");
  return useMemo(
    () =>
      designerBlocks({
        label: (key: BlockKey) => t(`${key}.label`),
        description: (key: BlockKey) => t(`${key}.description`),
        heading: t("heading.content"),
        text: t("text.content"),
        button: t("button.content"),
        column: (number) => t("column", { number }),
        footerReason: t("footer.reason"),
        footerAddress: t("footer.address"),
        unsubscribe: t("footer.unsubscribe"),
      }),
    [t],
  );
}
