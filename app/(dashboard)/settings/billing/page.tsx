import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { BillingSettings } from "@/components/billing/billing-settings";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("billing");
  return { title: t("pageTitle") };
}

export default function BillingSettingsPage() {
  return (
    <Suspense>
      <BillingSettings />
    </Suspense>
  );
}
