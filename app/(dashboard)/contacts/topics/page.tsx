import { TopicsOverview } from "@/components/topics/topics-overview";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("contacts.tabs", "topics");

export default function TopicsPage() {
  return <TopicsOverview />;
}
