"use client";

import clsx from "clsx";
import { CircleCheck, CircleExclamationPoint, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

type ToastTone = "success" | "error";
type Toast = { id: number; tone: ToastTone; title: string; description?: string };
type ShowToast = (toast: Omit<Toast, "id">) => void;

const ToastContext = createContext<ShowToast | null>(null);

const DISMISS_AFTER_MS = { success: 4_000, error: 7_000 } as const;

/** Short confirmations and failures after an action, announced to screen readers. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback<ShowToast>(
    (toast) => {
      const id = ++nextId.current;
      // Three at most: older news is no longer worth the space.
      setToasts((current) => [...current.slice(-2), { ...toast, id }]);
      setTimeout(() => dismiss(id), DISMISS_AFTER_MS[toast.tone]);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-[70] flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6"
      >
        {toasts.map((toast) => {
          const Icon = toast.tone === "success" ? CircleCheck : CircleExclamationPoint;
          return (
            <div
              key={toast.id}
              role={toast.tone === "error" ? "alert" : "status"}
              data-testid="toast"
              className="pointer-events-auto flex w-full max-w-sm animate-fade-in items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 shadow-slate-900/10 ring-slate-200"
            >
              <Icon
                aria-hidden
                className={clsx(
                  "mt-0.5 size-5 shrink-0",
                  toast.tone === "success" ? "text-emerald-500" : "text-red-500",
                )}
              />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{toast.title}</p>
                {toast.description ? <p className="mt-0.5 text-sm text-slate-600">{toast.description}</p> : null}
              </div>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                aria-label={t("dismiss")}
                className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used inside <ToastProvider>");
  return useMemo(
    () => ({
      success: (title: string, description?: string) => show({ tone: "success", title, description }),
      error: (title: string, description?: string) => show({ tone: "error", title, description }),
    }),
    [show],
  );
}
