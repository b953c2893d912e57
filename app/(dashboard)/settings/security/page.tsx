import type { Metadata } from "next";
import { SecuritySettings } from "@/components/settings/security-settings";

export const metadata: Metadata = { title: "Security" };

type SecurityPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SecuritySettingsPage({ searchParams }: SecurityPageProps) {
  const { required } = await searchParams;
  return <SecuritySettings required={required === "2fa"} />;
}
