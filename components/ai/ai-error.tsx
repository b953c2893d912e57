"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { ApiRequestError, errorMessageOf } from "@/lib/queries/api-client";
import { alertLink } from "@/components/ui/data/rich-links";

/** Why an AI request failed: no model yet (with a link to add one), the month's tokens used up, or the model's reason. */
export function AiError({ error }: { error: unknown }) {
  const t = useTranslations("models.write");
  const code = error instanceof ApiRequestError ? error.code : null;
  if (code === "NO_MODEL") {
    return (
      <Alert tone="warning" title={t("noModelTitle")}>
        {t.rich("noModel", alertLink("/settings/models"))}
      </Alert>
    );
  }
  return (
    <Alert tone="error" title={code === "PLAN_LIMIT_REACHED" ? t("limitTitle") : t("failedTitle")}>
      {errorMessageOf(error)}
    </Alert>
  );
}
