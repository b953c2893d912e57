import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportWizard } from "@/components/imports/import-wizard";
import { Skeleton } from "@/components/ui/skeleton";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("imports.newPage", "metaTitle");

export default async function NewImportPage() {
  const t = await getTranslations("imports.newPage");
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("title")}</h2>
        <p className="mt-1 text-sm text-slate-600">{t("description")}</p>
      </div>
      {/* The wizard reads ?listId= from the address. */}
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
        <ImportWizard />
      </Suspense>
    </div>
  );
}
