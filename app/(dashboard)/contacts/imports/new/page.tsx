import type { Metadata } from "next";
import { Suspense } from "react";
import { ContactsAreaHeader } from "@/components/contacts/contacts-area-header";
import { ImportWizard } from "@/components/imports/import-wizard";
import { Skeleton } from "@/components/ui/skeleton";

export const metadata: Metadata = { title: "Import contacts" };

export default function NewImportPage() {
  return (
    <div className="flex flex-col gap-8">
      <ContactsAreaHeader />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Import contacts from a CSV file</h2>
        <p className="mt-1 text-sm text-slate-600">Pick the list, check how your columns are read, review, and watch the contacts arrive.</p>
      </div>
      {/* The wizard reads ?listId= from the address. */}
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
        <ImportWizard />
      </Suspense>
    </div>
  );
}
