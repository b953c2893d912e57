import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { BrandLogo } from "@/components/layout/brand-logo";
import { ApiReference } from "./api-reference";

export const metadata: Metadata = { title: "API reference" };

export default function ApiDocsPage() {
  return (
    <div className="min-h-dvh bg-white">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo compact />
          <span aria-hidden className="hidden h-5 w-px bg-slate-200 sm:block" />
          <h1 className="truncate text-sm font-medium text-slate-600">Sendwell API reference</h1>
          <Link
            href="/"
            className="ml-auto inline-flex shrink-0 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft aria-hidden className="size-4" />
            <span className="hidden sm:inline">Back to dashboard</span>
            <span className="sm:hidden">Dashboard</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <ApiReference specUrl="/api/v1/openapi.json" />
      </main>
    </div>
  );
}
