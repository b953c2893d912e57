import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProfileSettings } from "@/components/profile/profile-settings";
import { PageHeader } from "@/components/ui/page-header";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("profile");
  return { title: t("title") };
}

export default async function ProfilePage() {
  const t = await getTranslations("profile");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} />
      <ProfileSettings />
    </div>
  );
}
