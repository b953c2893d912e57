import type { Metadata } from "next";
import { Suspense } from "react";
import { BillingSettings } from "@/components/billing/billing-settings";

export const metadata: Metadata = { title: "Billing" };

export default function BillingSettingsPage() {
  return (
    <Suspense>
      <BillingSettings />
    </Suspense>
  );
}
