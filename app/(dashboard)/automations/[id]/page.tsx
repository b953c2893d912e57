import { Suspense } from "react";
import { AutomationEditor } from "@/components/automations/automation-editor";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("automations.page", "editorTitle");

export default async function AutomationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    // The editor reads ?starter= (the flow picked in "New automation"), which needs a Suspense boundary.
    <Suspense>
      <AutomationEditor id={id} />
    </Suspense>
  );
}
