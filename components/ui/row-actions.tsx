import { Pencil, Trash, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "./button";

// The edit and delete buttons at the end of a table row: ghost, small, named for screen readers
// after the row's item ("Edit Newsletter"); icon-only ones get a tooltip naming the action.

type RowActionProps = {
  /** Accessible name, naming the row's item: "Delete Newsletter". */
  label: string;
  onClick: () => void;
  /** Visible text beside the icon from the sm breakpoint; icon only without it. */
  text?: string;
};

type RowActionLook = { icon: LucideIcon; title: "edit" | "delete"; className?: string };

function RowAction({ icon: Icon, title, className, label, onClick, text }: RowActionProps & RowActionLook) {
  const t = useTranslations("common");
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      aria-label={label}
      title={text ? undefined : t(title)}
      className={className}
    >
      <Icon aria-hidden />
      {text ? <span className="hidden sm:inline">{text}</span> : null}
    </Button>
  );
}

export function EditRowButton(props: RowActionProps) {
  return <RowAction icon={Pencil} title="edit" {...props} />;
}

/** Opens the row's delete (remove, revoke) confirmation; red on hover as a warning. */
export function DeleteRowButton(props: RowActionProps) {
  return <RowAction icon={Trash} title="delete" className="hover:text-red-700" {...props} />;
}

type PendingRowButtonProps = {
  icon: LucideIcon;
  /** Accessible name, naming the row's item: "Verify Postmark". */
  label: string;
  text: string;
  onClick: () => void;
  /** While the server works on it: a spinner in the icon's place, and the button disabled. */
  pending: boolean;
  variant?: "secondary" | "ghost";
  /** From which width the text shows beside the icon (default: sm). */
  textClassName?: string;
};

/** A row's action that waits on the server (verify a connection, sync a mailbox, send a test). */
export function PendingRowButton({
  icon: Icon,
  label,
  text,
  onClick,
  pending,
  variant = "secondary",
  textClassName = "hidden sm:inline",
}: PendingRowButtonProps) {
  return (
    <Button variant={variant} size="sm" pending={pending} onClick={onClick} aria-label={label}>
      {pending ? null : <Icon aria-hidden />}
      <span className={textClassName}>{text}</span>
    </Button>
  );
}
