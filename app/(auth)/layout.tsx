import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { BrandLogo } from "@/components/layout/brand-logo";

// Sign-in, sign-up, password reset and invites: one centred card on a quiet branded backdrop.
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations("shell");
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center overflow-hidden px-4 pt-10 pb-8 sm:pt-16">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(56rem_24rem_at_50%_-6rem,var(--color-brand-100),transparent)]"
      />
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(var(--color-slate-300)_1px,transparent_1px)] [background-size:20px_20px] opacity-40 [mask-image:radial-gradient(ellipse_at_top,black_10%,transparent_65%)]"
      />
      <BrandLogo className="text-lg" href={null} />
      <main className="mt-8 w-full max-w-[28rem] sm:mt-10">{children}</main>
      <footer className="mt-auto flex gap-4 pt-12 text-xs text-slate-500">
        <span>© {new Date().getFullYear()} Sendwell</span>
        <Link href="/docs" className="hover:text-slate-700 hover:underline">
          {t("apiReference")}
        </Link>
      </footer>
    </div>
  );
}
