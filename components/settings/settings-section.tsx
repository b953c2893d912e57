import clsx from "clsx";
import { useId, type ReactNode } from "react";
import { Card } from "@/components/ui/card";

type SettingsSectionProps = {
  title: string;
  description?: ReactNode;
  /** Buttons on the right of the heading ("Invite member"). */
  actions?: ReactNode;
  children: ReactNode;
  /** Content that runs edge to edge (tables) instead of padded. */
  flush?: boolean;
  className?: string;
};

/** One card of a settings page: a heading with its explanation, then the content. */
export function SettingsSection({
  title,
  description,
  actions,
  children,
  flush = false,
  className,
}: SettingsSectionProps) {
  // From React, not from the title: titles are in the reader's language (umlauts, accents).
  const headingId = useId();
  return (
    <Card className={clsx("overflow-hidden", className)}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-4 border-b border-slate-100 px-6 py-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            {description ? <div className="mt-1 max-w-2xl text-sm leading-6 text-slate-600">{description}</div> : null}
          </div>
          {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
        </div>
        <div className={flush ? undefined : "px-6 py-5"}>{children}</div>
      </section>
    </Card>
  );
}

/** A muted note for people whose role cannot change what they are looking at. */
export function ReadOnlyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}
