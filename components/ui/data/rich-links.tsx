import Link from "next/link";
import type { ReactNode } from "react";

// The `link` tag of a message rendered with t.rich: "<link>Add a model</link>" becomes a link to a
// page of the dashboard. Two looks: inside an Alert the link takes the alert's colour, in running
// text it is the brand's.

/** `{ link }` for t.rich inside an Alert: underlined, in the alert's own colour. */
export function alertLink(href: string) {
  return { link: (chunks: ReactNode) => linkTo(href, "font-medium underline", chunks) };
}

/** `{ link }` for t.rich in running text: the brand's colour, underlined on hover. */
export function textLink(href: string) {
  return { link: (chunks: ReactNode) => linkTo(href, "font-medium text-brand-700 hover:underline", chunks) };
}

function linkTo(href: string, className: string, chunks: ReactNode) {
  return (
    <Link href={href} className={className}>
      {chunks}
    </Link>
  );
}
