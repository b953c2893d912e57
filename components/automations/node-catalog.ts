import {
  Clock,
  DoorOpen,
  GitBranch,
  Hourglass,
  Mail,
  Sparkles,
  UserPen,
  Webhook,
  Zap,
  type LucideIcon,
} from "lucide-react";

// What each kind of step looks like on the canvas and in the palette. The shapes of their `data`
// live in lib/validation/automations.ts; this file only dresses them.

export const NODE_TYPES = [
  "TRIGGER",
  "SEND_EMAIL",
  "EMAIL_WRITER",
  "DELAY",
  "WAIT_FOR_EVENT",
  "CONDITION",
  "UPDATE_CONTACT",
  "WEBHOOK",
  "EXIT",
] as const;
export type NodeKind = (typeof NODE_TYPES)[number];

/** The two ways out of a CONDITION or a WAIT_FOR_EVENT (yes: the event came, no: timed out); the edge label carries the branch (docs/interface.md's edge `label`). */
export const BRANCHES = ["yes", "no"] as const;
export type Branch = (typeof BRANCHES)[number];

// The label and one-line blurb of each kind are messages: automations.nodes.<KIND>.label / .blurb;
// the group is a stable key, shown as automations.groups.<group>.
type NodeLook = {
  icon: LucideIcon;
  /** Icon tile colours. */
  tile: string;
  /** The thin strip along the top of the card. */
  accent: string;
  group: "Start" | "Messages" | "Logic" | "Actions";
};

export const NODE_LOOKS: Record<NodeKind, NodeLook> = {
  TRIGGER: {
    icon: Zap,
    tile: "bg-emerald-50 text-emerald-600 ring-emerald-200",
    accent: "bg-emerald-500",
    group: "Start",
  },
  SEND_EMAIL: {
    icon: Mail,
    tile: "bg-brand-50 text-brand-600 ring-brand-200",
    accent: "bg-brand-500",
    group: "Messages",
  },
  EMAIL_WRITER: {
    icon: Sparkles,
    tile: "bg-fuchsia-50 text-fuchsia-600 ring-fuchsia-200",
    accent: "bg-fuchsia-500",
    group: "Messages",
  },
  DELAY: {
    icon: Clock,
    tile: "bg-amber-50 text-amber-600 ring-amber-200",
    accent: "bg-amber-400",
    group: "Logic",
  },
  WAIT_FOR_EVENT: {
    icon: Hourglass,
    tile: "bg-orange-50 text-orange-600 ring-orange-200",
    accent: "bg-orange-400",
    group: "Logic",
  },
  CONDITION: {
    icon: GitBranch,
    tile: "bg-sky-50 text-sky-600 ring-sky-200",
    accent: "bg-sky-500",
    group: "Logic",
  },
  UPDATE_CONTACT: {
    icon: UserPen,
    tile: "bg-teal-50 text-teal-600 ring-teal-200",
    accent: "bg-teal-500",
    group: "Actions",
  },
  WEBHOOK: {
    icon: Webhook,
    tile: "bg-slate-100 text-slate-600 ring-slate-200",
    accent: "bg-slate-400",
    group: "Actions",
  },
  EXIT: {
    icon: DoorOpen,
    tile: "bg-rose-50 text-rose-600 ring-rose-200",
    accent: "bg-rose-400",
    group: "Logic",
  },
};

export const PALETTE_GROUPS = ["Start", "Messages", "Logic", "Actions"] as const;

/** The handles a step offers: no way in for a trigger, no way out of an exit, two out of a condition. */
export function hasTarget(kind: NodeKind) {
  return kind !== "TRIGGER";
}

export function sourceHandlesOf(kind: NodeKind): readonly (Branch | null)[] {
  if (kind === "EXIT") return [];
  if (kind === "CONDITION" || kind === "WAIT_FOR_EVENT") return BRANCHES;
  return [null];
}

export function isNodeKind(value: unknown): value is NodeKind {
  return typeof value === "string" && (NODE_TYPES as readonly string[]).includes(value);
}

/** The drag payload's MIME type from palette to canvas. */
export const PALETTE_MIME = "application/x-sendwell-step";
