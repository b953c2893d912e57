"use client";

import { History, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

type PublishState = "never" | "draft" | "published";

/** Where the template stands (docs/contract.md section 23): never published, a draft ahead of the published version, or published. */
export function publishStateOf({
  version,
  publishedVersion,
  dirty,
}: {
  version: number;
  publishedVersion: number | null;
  dirty: boolean;
}): PublishState {
  if (publishedVersion === null) return "never";
  return dirty || version > publishedVersion ? "draft" : "published";
}

/** The chip beside the save status: what API and automation sends get now. */
export function PublishBadge({ state, publishedVersion }: { state: PublishState; publishedVersion: number | null }) {
  const t = useTranslations("designer.publish");
  return (
    <span data-testid="publish-status" title={t(`${state}Hint`, { n: publishedVersion ?? 0 })}>
      {state === "never" ? (
        <Badge tone="neutral">{t("never")}</Badge>
      ) : state === "draft" ? (
        <Badge tone="warning">{t("draft")}</Badge>
      ) : (
        <Badge tone="success">{t("published", { n: publishedVersion ?? 0 })}</Badge>
      )}
    </span>
  );
}

/** History and Publish, in the designer's toolbar. */
export function PublishControls({
  state,
  onHistory,
  onPublish,
  publishing,
  ready,
}: {
  state: PublishState;
  onHistory: () => void;
  onPublish: () => void;
  publishing: boolean;
  ready: boolean;
}) {
  const t = useTranslations("designer.publish");
  return (
    <>
      <Button variant="secondary" size="sm" onClick={onHistory} disabled={!ready} title={t("historyTitle")}>
        <History aria-hidden />
        <span className="hidden xl:inline">{t("history")}</span>
        <span className="sr-only xl:hidden">{t("history")}</span>
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onPublish}
        pending={publishing}
        disabled={!ready || state === "published"}
        title={t("publishTitle")}
      >
        {publishing ? null : <Send aria-hidden />}
        {t("publishButton")}
      </Button>
    </>
  );
}
