"use client";

import { SearchX } from "lucide-react";
import { useTranslations } from "next-intl";
import { ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ApiRequestError } from "@/lib/queries/api-client";

/**
 * A contacts-area page whose resource did not load: 404 says it does not exist (with a way back to
 * the lists), any other failure offers a retry. `namespace` holds notFound, notFoundDescription,
 * back and loadError.
 */
export function LoadFailure({
  namespace,
  error,
  onRetry,
}: {
  namespace: "lists.detail" | "contacts.detail";
  error: Error;
  onRetry: () => void;
}) {
  const t = useTranslations(namespace);
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <EmptyState
        icon={SearchX}
        title={t("notFound")}
        description={t("notFoundDescription")}
        action={<ButtonLink href="/contacts">{t("back")}</ButtonLink>}
      />
    );
  }
  return (
    <Card>
      <ErrorState title={t("loadError")} error={error} onRetry={onRetry} />
    </Card>
  );
}
