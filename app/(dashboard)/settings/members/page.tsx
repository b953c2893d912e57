import type { Metadata } from "next";
import { MembersSettings } from "@/components/settings/members-settings";

export const metadata: Metadata = { title: "Members" };

export default function MembersSettingsPage() {
  return <MembersSettings />;
}
