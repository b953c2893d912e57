import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/ui/page-header";
import { SettingsTabs } from "@/components/settings/settings-tabs";

export default function SettingsLayout({ children }: { children: React.ReactNode }) {
  const t = useTranslations("settings");
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <PageHeader title={t("title")} description={t("description")} />
        <SettingsTabs />
      </div>
      {children}
    </div>
  );
}
