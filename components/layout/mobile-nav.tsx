"use client";

import { Menu, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";

const drawerId = "mobile-navigation";
const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab cycling inside the open drawer, as a modal dialog should. */
function trapFocus(event: KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== "Tab" || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Hamburger button plus the overlay drawer that holds the sidebar on narrow screens. */
export function MobileNav({ children }: { children: ReactNode }) {
  const t = useTranslations("shell");
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
      else trapFocus(event, panelRef.current);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close]);

  // Following any link inside the drawer navigates away, so the drawer should get out of the way.
  const closeOnLinkClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };

  const drawer = (
    <div className="fixed inset-0 z-50 md:hidden">
      <div
        aria-hidden
        onClick={close}
        className="absolute inset-0 animate-fade-in bg-slate-900/40 backdrop-blur-[2px]"
      />
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: delegation only: a followed link closes the drawer; links are keyboard-operable, and Escape closes it */}
      <div
        ref={panelRef}
        id={drawerId}
        role="dialog"
        aria-modal="true"
        aria-label={t("navigation")}
        onClick={closeOnLinkClick}
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] animate-drawer-in flex-col bg-white shadow-2xl shadow-slate-900/20"
      >
        <button
          ref={closeRef}
          type="button"
          aria-label={t("closeNavigation")}
          onClick={close}
          className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden className="size-5" />
        </button>
        {children}
      </div>
    </div>
  );

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={t("openNavigation")}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
        className="-ml-1.5 inline-flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 md:hidden"
      >
        <Menu aria-hidden className="size-5" />
      </button>
      {/* Portalled to <body>: the header's backdrop blur would otherwise trap this fixed overlay. */}
      {open ? createPortal(drawer, document.body) : null}
    </>
  );
}
