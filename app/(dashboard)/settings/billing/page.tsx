import { Suspense } from "react";
import { BillingSettings } from "@/components/billing/billing-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("billing", "pageTitle");

export default function BillingSettingsPage() {
  return (
    <Suspense>
      <BillingSettings />
    </Suspense>
  );
}
