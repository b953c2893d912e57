"use client";

import clsx from "clsx";
import { ChevronDown, KeyRound, LoaderCircle, LogOut, Settings, UserRound } from "lucide-react";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/profile/avatar";
import Link from "next/link";
import { signOut } from "next-auth/react";
import type { Role } from "@/lib/auth/permissions";
import { useEffect, useId, useRef, useState } from "react";

export type ShellUser = { name: string | null; email: string; role: Role; pictureUrl?: string | null };

/** The signed-in person: who they are, a shortcut to settings, and signing out. */
export function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const displayName = user.name || user.email;
  const t = useTranslations("shell.userMenu");

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const handleSignOut = async () => {
    setSigningOut(true);
    // Navigate ourselves: the URL Auth.js answers is built on its own idea of the origin, which
    // differs from the browser's on loopback addresses (127.0.0.1 becomes localhost).
    await signOut({ redirect: false });
    window.location.assign("/sign-in");
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full p-0.5 pr-1.5 transition-colors hover:bg-slate-100 sm:pr-2"
      >
        {/* Named by its content, not aria-label: the initials on the avatar are a picture, not a label to match. */}
        <span className="sr-only">{t("label", { name: displayName })}</span>
        <Avatar name={displayName} pictureUrl={user.pictureUrl} />
        <ChevronDown aria-hidden className={clsx("size-4 text-slate-400 transition-transform", open && "rotate-180")} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-40 mt-2 w-64 origin-top-right animate-fade-in rounded-xl bg-white p-1.5 shadow-lg ring-1 shadow-slate-900/10 ring-slate-200"
        >
          <div className="px-3 pt-2 pb-3">
            <p data-testid="user-name" className="truncate text-sm font-semibold text-slate-900">
              {displayName}
            </p>
            {user.name ? <p className="truncate text-sm text-slate-500">{user.email}</p> : null}
            <p className="mt-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {t(`roles.${user.role}`)}
            </p>
          </div>
          <div className="border-t border-slate-100 pt-1.5">
            <MenuLink href="/profile" icon={UserRound} onNavigate={() => setOpen(false)}>
              {t("profile")}
            </MenuLink>
            <MenuLink href="/settings/team" icon={Settings} onNavigate={() => setOpen(false)}>
              {t("teamSettings")}
            </MenuLink>
            <MenuLink href="/settings/api-keys" icon={KeyRound} onNavigate={() => setOpen(false)}>
              {t("apiKeys")}
            </MenuLink>
          </div>
          <div className="mt-1.5 border-t border-slate-100 pt-1.5">
            <button
              type="button"
              onClick={handleSignOut}
              disabled={signingOut}
              className="flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60"
            >
              {signingOut ? (
                <LoaderCircle aria-hidden className="size-4 animate-spin text-slate-400" />
              ) : (
                <LogOut aria-hidden className="size-4 text-slate-400" />
              )}
              {t("signOut")}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function MenuLink({
  href,
  icon: Icon,
  children,
  onNavigate,
}: {
  href: string;
  icon: typeof Settings;
  children: React.ReactNode;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={href}
      onClick={onNavigate}
      className="flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
    >
      <Icon aria-hidden className="size-4 text-slate-400" />
      {children}
    </Link>
  );
}
