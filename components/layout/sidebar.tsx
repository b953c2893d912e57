import type { ShellBranding } from "./brand-logo";
import { SidebarContent } from "./sidebar-content";

/** Fixed left sidebar for md and wider screens; narrow screens use the drawer in the header. */
export function Sidebar({ branding = null }: { branding?: ShellBranding | null }) {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-slate-200 bg-white md:block">
      <SidebarContent branding={branding} />
    </aside>
  );
}
