import { SecuritySettings } from "@/components/settings/security-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("settings.tabs", "security");

type SecurityPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SecuritySettingsPage({ searchParams }: SecurityPageProps) {
  const { required } = await searchParams;
  return <SecuritySettings required={required === "2fa"} />;
}
