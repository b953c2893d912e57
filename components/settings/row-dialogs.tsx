"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";

// The add/edit dialog every settings list opens on its rows (SMTP servers, webhooks, AI models);
// the confirmation before a delete is components/ui/use-confirmed-row-action.tsx.

/** Which row the add/edit dialog is open on: a row, a new one (`row` null), or none. */
export function useRowEditor<Row>() {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  return {
    open: editing !== null,
    row: editing === "new" ? null : editing,
    add: () => setEditing("new"),
    edit: (row: Row) => setEditing(row),
    close: () => setEditing(null),
  };
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden />
      {label}
    </Button>
  );
}
