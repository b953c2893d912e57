import { DomainsSettings } from "@/components/domains/domains-settings";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("domains", "pageTitle");

export default function DomainsSettingsPage() {
  return <DomainsSettings />;
}
