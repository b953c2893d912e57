"use client";

import type { Component, Editor } from "grapesjs";
import { Sparkles } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { AiError } from "@/components/ai/ai-error";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions } from "@/components/ui/dialog";
import { LOCALE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales";
import { useAiWrite } from "@/lib/queries/ai";
import type { RewriteStyle } from "@/lib/validation/ai";
import { Menu } from "../menu";
import { syncEditingText } from "./canvas-variables";

// "Rewrite" in the designer (docs/contract.md section 24): the selected text block, rewritten by
// the team's AI model (shorter, friendlier, more formal, or translated into a contact language),
// shown first, then put in place of the block's content on "Replace" (undo takes it back).

/** The selected component when it is a text block. */
function useSelectedText(editor: Editor | null): Component | null {
  const [selected, setSelected] = useState<Component | null>(null);
  useEffect(() => {
    if (!editor) return;
    const update = () => {
      const component = editor.getSelected();
      setSelected(component?.is("text") ? component : null);
    };
    update();
    editor.on("component:toggled", update);
    return () => {
      editor.off("component:toggled", update);
    };
  }, [editor]);
  return selected;
}

type Ask = { style: RewriteStyle; language?: Locale };

export function RewriteButton({ editor, templateId }: { editor: Editor | null; templateId: string }) {
  const t = useTranslations("designer.rewrite");
  const selected = useSelectedText(editor);
  const write = useAiWrite();
  const [target, setTarget] = useState<Component | null>(null);
  const [open, setOpen] = useState(false);

  const ask = async ({ style, language }: Ask) => {
    if (!editor || !selected) return;
    await syncEditingText(editor);
    setTarget(selected);
    setOpen(true);
    write.reset();
    write.mutate({ kind: "rewrite", style, language, prompt: selected.getInnerHTML(), templateId });
  };
  const replace = () => {
    const suggestion = write.data?.suggestions[0];
    if (target && suggestion) target.components(suggestion);
    setOpen(false);
  };

  const items = [
    { label: t("styles.shorter"), onSelect: () => void ask({ style: "shorter" }) },
    { label: t("styles.friendlier"), onSelect: () => void ask({ style: "friendlier" }) },
    { label: t("styles.more_formal"), onSelect: () => void ask({ style: "more_formal" }) },
    ...LOCALES.map((language) => ({
      label: t("translate", { language: LOCALE_NAMES[language] }),
      onSelect: () => void ask({ style: "translate", language }),
    })),
  ];

  return (
    <>
      {selected ? (
        <Menu
          label={t("label")}
          heading={t("heading")}
          triggerClassName="inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 ring-inset transition-colors hover:bg-brand-50"
          trigger={() => (
            <>
              <Sparkles aria-hidden className="size-4" />
              {/* Icon only on narrower screens: the toolbar is full in longer languages. */}
              <span className="max-2xl:sr-only">{t("button")}</span>
            </>
          )}
          items={items}
        />
      ) : (
        <Button variant="secondary" size="sm" disabled title={t("selectFirst")} aria-label={t("selectFirst")}>
          <Sparkles aria-hidden />
          <span className="max-2xl:sr-only">{t("button")}</span>
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("dialogTitle")}
        description={t("dialogDescription")}
        size="lg"
        footer={
          <DialogActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("keep")}
            </Button>
            <Button onClick={replace} disabled={!write.data}>
              {t("replace")}
            </Button>
          </DialogActions>
        }
      >
        <div className="flex flex-col gap-3" data-testid="rewrite-result">
          {write.isPending ? <p className="text-sm text-slate-500">{t("writing")}</p> : null}
          {write.isError ? <AiError error={write.error} /> : null}
          {write.data ? (
            <>
              <p className="text-xs font-medium text-slate-500">{t("suggestion")}</p>
              <div className="whitespace-pre-line rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-800 ring-1 ring-slate-200">
                {write.data.suggestions[0].replace(/<[^>]+>/g, "")}
              </div>
            </>
          ) : null}
        </div>
      </Dialog>
    </>
  );
}
