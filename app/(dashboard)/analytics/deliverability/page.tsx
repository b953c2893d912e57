import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { useTranslations } from "next-intl";
import { DeliverabilityReport } from "@/components/analytics/deliverability-report";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("analytics.deliverability");
  return { title: t("title") };
}

export default function DeliverabilityPage() {
  const t = useTranslations("analytics.deliverability");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          <Link href="/analytics" className="text-sm font-medium text-brand-700 hover:underline">
            {t("backToAnalytics")}
          </Link>
        }
      />
      <DeliverabilityReport />
    </div>
  );
}
