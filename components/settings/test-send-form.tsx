"use client";

import { useSession } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Fragment, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/input";

// The form of the dialogs that send a short test email (through one SMTP server, through a sending
// route): one address, the signed-in person's by default, and Cancel / Send.

/** The dialog around the form, open while there is something to test; the form starts afresh for each. */
export function TestSendDialog<Item extends { id: string }>({
  item,
  onClose,
  title,
  description,
  children,
}: {
  item: Item | null;
  onClose: () => void;
  title: string;
  description: (item: Item) => string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={title} description={item ? description(item) : undefined}>
      {item ? <Fragment key={item.id}>{children(item)}</Fragment> : null}
    </Dialog>
  );
}

type TestSendFormProps = {
  /** Where the dialog's words are: `to`, `toRequired`, `cancel` and `submit`. */
  namespace: "smtp.test" | "sendingRoutes.test";
  placeholder?: string;
  pending: boolean;
  /** Runs first on every submit, before the address is checked (clears an earlier failure). */
  onSubmitting?: () => void;
  /** Sends to the trimmed address; resolves to the address field's error, if that is what went wrong. */
  send: (to: string) => Promise<string | undefined>;
  onCancel: () => void;
  /** Above the field: what the last attempt ran into. */
  alert?: ReactNode;
};

export function TestSendForm({
  namespace,
  placeholder,
  pending,
  onSubmitting,
  send,
  onCancel,
  alert,
}: TestSendFormProps) {
  const t = useTranslations(namespace);
  const { data: session } = useSession();
  const [to, setTo] = useState(session?.user.email ?? "");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitting?.();
    if (!to.trim()) return setError(t("toRequired"));
    const fieldError = await send(to.trim());
    if (fieldError) setError(fieldError);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {alert}
      <TextField
        label={t("to")}
        name="to"
        type="email"
        autoFocus
        placeholder={placeholder}
        value={to}
        onChange={(event) => {
          setTo(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t("cancel")}
        </Button>
        <Button type="submit" pending={pending}>
          {t("submit")}
        </Button>
      </DialogActions>
    </form>
  );
}
