"use client";

import clsx from "clsx";
import { Send } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

/** A team's branding as the dashboard frame shows it; every field falls back to Sendwell's. */
export type ShellBranding = {
  dashboardName: string | null;
  logoUrl: string | null;
  primaryColor: string | null;
};

export const PRODUCT_NAME = "Sendwell";

type BrandLogoProps = {
  className?: string;
  /** Hide the wordmark on narrow screens, keeping only the mark. */
  compact?: boolean;
  branding?: ShellBranding | null;
  /** Where the logo leads; null renders it without a link (previews). */
  href?: string | null;
};

function BrandMark({ logoUrl, primaryColor }: { logoUrl: string | null; primaryColor: string | null }) {
  // A logo that fails to load (moved, blocked) falls back to the mark instead of a broken image.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (logoUrl && failedUrl !== logoUrl) {
    return (
      // biome-ignore lint/performance/noImgElement: the logo is on any https host; next/image needs an allow-list
      <img
        src={logoUrl}
        alt=""
        onError={() => setFailedUrl(logoUrl)}
        className="size-8 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
      />
    );
  }
  return (
    <span
      style={primaryColor ? { backgroundColor: primaryColor, backgroundImage: "none" } : undefined}
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm shadow-brand-900/20 ring-1 ring-brand-700/20 ring-inset"
    >
      <Send aria-hidden className="size-4 -translate-x-px translate-y-px" strokeWidth={2.25} />
    </span>
  );
}

export function BrandLogo({ className, compact = false, branding, href = "/" }: BrandLogoProps) {
  const name = branding?.dashboardName || PRODUCT_NAME;
  const content = (
    <>
      <BrandMark logoUrl={branding?.logoUrl ?? null} primaryColor={branding?.primaryColor ?? null} />
      <span
        data-testid="brand-name"
        className={clsx(
          "min-w-0 truncate text-[17px] font-semibold tracking-tight text-slate-900",
          compact && "hidden sm:inline",
        )}
      >
        {name}
      </span>
    </>
  );
  const classes = clsx("flex min-w-0 items-center gap-2.5 rounded-md", className);
  if (href === null) return <span className={classes}>{content}</span>;
  return (
    <Link href={href} aria-label={`${name} home`} className={classes}>
      {content}
    </Link>
  );
}
