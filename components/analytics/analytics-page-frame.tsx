import Link from "next/link";
import type { ReactNode } from "react";
import { PageHeader } from "@/components/ui/page-header";

/** An analytics page: its header, a link to the other analytics page, then its report. */
export function AnalyticsPageFrame({
  title,
  description,
  link,
  children,
}: {
  title: string;
  description: string;
  link: { href: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link href={link.href} className="text-sm font-medium text-brand-700 hover:underline">
            {link.label}
          </Link>
        }
      />
      {children}
    </div>
  );
}
