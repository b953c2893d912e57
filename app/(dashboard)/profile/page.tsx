import { getTranslations } from "next-intl/server";
import { ProfileSettings } from "@/components/profile/profile-settings";
import { PageHeader } from "@/components/ui/page-header";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("profile", "title");

export default async function ProfilePage() {
  const t = await getTranslations("profile");
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t("title")} description={t("description")} />
      <ProfileSettings />
    </div>
  );
}
