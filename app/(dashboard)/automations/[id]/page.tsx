import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { AutomationEditor } from "@/components/automations/automation-editor";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("automations.page");
  return { title: t("editorTitle") };
}

export default async function AutomationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    // The editor reads ?starter= (the flow picked in "New automation"), which needs a Suspense boundary.
    <Suspense>
      <AutomationEditor id={id} />
    </Suspense>
  );
}
