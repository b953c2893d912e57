import { ArrowLeft, BookOpen, Compass } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BrandLogo } from "@/components/layout/brand-logo";
import { ButtonLink } from "@/components/ui/button";
import { pageTitle } from "@/app/page-title";

export const generateMetadata = pageTitle("shell.notFound", "title");

export default async function NotFound() {
  const t = await getTranslations("shell");
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center px-6">
        <BrandLogo />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <div className="flex max-w-md flex-col items-center text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-card ring-1 ring-slate-200">
            <Compass aria-hidden className="size-6" strokeWidth={1.75} />
          </span>
          <p className="mt-6 text-sm font-semibold text-brand-600">404</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">{t("notFound.heading")}</h1>
          <p className="mt-3 text-sm leading-6 text-slate-600">{t("notFound.body")}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ButtonLink href="/">
              <ArrowLeft aria-hidden />
              {t("notFound.back")}
            </ButtonLink>
            <ButtonLink href="/docs" variant="secondary">
              <BookOpen aria-hidden />
              {t("apiReference")}
            </ButtonLink>
          </div>
        </div>
      </main>
    </div>
  );
}
