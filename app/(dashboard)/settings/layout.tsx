import { PageHeader } from "@/components/ui/page-header";
import { SettingsTabs } from "@/components/settings/settings-tabs";

export default function SettingsLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-6">
        <PageHeader title="Settings" description="Your team, who is in it, programmatic access and how the dashboard looks." />
        <SettingsTabs />
      </div>
      {children}
    </div>
  );
}
