"use client";

import clsx from "clsx";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg";
  /** False while something must not be interrupted (a request in flight, a secret on screen). */
  dismissible?: boolean;
  /** Extra attributes for tests and styling hooks. */
  className?: string;
};

const sizes = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl" };

const actionsClasses =
  "flex flex-col-reverse gap-2 border-t border-slate-100 bg-slate-50 px-6 py-4 sm:flex-row sm:justify-end";

/**
 * The buttons of a form inside a dialog's content: drawn like the dialog's footer, and kept in view
 * at the bottom while a long form scrolls, so the submit button stays inside the <form>.
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={clsx(actionsClasses, "sticky -bottom-5 z-20 -mx-6 -mb-5")}>{children}</div>;
}

/** The usual pair of a dialog's form: Cancel, and the submit button that names what it does. */
export function DialogFormActions({
  onCancel,
  pending,
  submitLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  const t = useTranslations("common");
  return (
    <DialogActions>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t("cancel")}
      </Button>
      <Button type="submit" pending={pending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}

/**
 * A modal dialog on the native <dialog> element: the browser supplies the focus trap, Escape,
 * the inert page behind and the top layer, so none of that is reimplemented here.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "md",
  dismissible = true,
  className,
}: DialogProps) {
  const t = useTranslations("common");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes the dialog with Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape: React owns `open`, so ask the parent instead of letting the browser close it.
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose();
      }}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === ref.current && dismissible) onClose();
      }}
      className={clsx(
        "m-auto w-[calc(100%-2rem)] overflow-visible rounded-2xl bg-transparent p-0 text-slate-900",
        "backdrop:bg-slate-900/45 backdrop:backdrop-blur-[2px] open:animate-fade-in",
        sizes[size],
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 shadow-slate-900/20 ring-slate-900/5">
          <div className="flex items-start gap-4 px-6 pt-5 pb-4">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg font-semibold tracking-tight text-slate-900">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm leading-6 text-slate-600">
                  {description}
                </div>
              ) : null}
            </div>
            {dismissible ? (
              <button
                type="button"
                onClick={onClose}
                aria-label={t("close")}
                className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-700"
              >
                <X aria-hidden className="size-5" />
              </button>
            ) : null}
          </div>
          {children ? <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-5">{children}</div> : null}
          {footer ? <div className={actionsClasses}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
