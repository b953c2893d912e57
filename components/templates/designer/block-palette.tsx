"use client";

import type { Editor } from "grapesjs";
import {
  Columns2,
  Columns3,
  Heading1,
  Image as ImageIcon,
  Minus,
  MousePointerClick,
  PanelBottom,
  Share2,
  Square,
  Type,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { BLOCK_CATEGORIES, type DesignerBlock } from "./blocks";
import { useDesignerBlocks } from "./use-designer-blocks";

const icons: Record<string, LucideIcon> = {
  "sw-heading": Heading1,
  "sw-text": Type,
  "sw-image": ImageIcon,
  "sw-button": MousePointerClick,
  "sw-columns-1": Square,
  "sw-columns-2": Columns2,
  "sw-columns-3": Columns3,
  "sw-divider": Minus,
  "sw-social": Share2,
  "sw-footer": PanelBottom,
};

/** Adds a block at the end of the email, for a click or the keyboard rather than a drag. */
function appendBlock(editor: Editor, block: DesignerBlock) {
  const [added] = editor.addComponents(block.content ?? "");
  if (!added) return;
  editor.select(added);
  // An image block asks for its picture at once, as it does when dropped.
  if (block.activate) added.trigger("active");
  added.getEl()?.scrollIntoView({ behavior: "smooth", block: "center" });
}

/** The blocks to drag onto the canvas (or click to append), grouped like a marketer thinks. */
export function BlockPalette({ editor }: { editor: Editor | null }) {
  const t = useTranslations("designer.blocks");
  const blocks = useDesignerBlocks();
  return (
    <div className="flex flex-col gap-5 p-4">
      {BLOCK_CATEGORIES.map((category) => (
        <section key={category} aria-label={t("group", { category: t(`categories.${category}`) })}>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t(`categories.${category}`)}
          </h2>
          <div className="grid grid-cols-2 gap-2">
            {blocks
              .filter((block) => block.category === category)
              .map((block) => {
                const Icon = icons[block.id] ?? Square;
                return (
                  <button
                    key={block.id}
                    type="button"
                    draggable={Boolean(editor)}
                    disabled={!editor}
                    title={t("hint", { description: block.description })}
                    data-testid={`block-${block.id}`}
                    onDragStart={(event) => {
                      const model = editor?.Blocks.get(block.id);
                      if (editor && model) editor.Blocks.startDrag(model, event.nativeEvent);
                    }}
                    onDragEnd={() => editor?.Blocks.endDrag()}
                    onClick={() => editor && appendBlock(editor, block)}
                    className="group flex cursor-grab flex-col items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-2 py-3 text-center transition hover:border-brand-300 hover:bg-brand-50/50 hover:shadow-sm active:cursor-grabbing disabled:opacity-50"
                  >
                    <Icon
                      aria-hidden
                      className="size-5 text-slate-500 transition-colors group-hover:text-brand-600"
                      strokeWidth={1.75}
                    />
                    <span className="text-xs font-medium text-slate-700">{block.label as string}</span>
                  </button>
                );
              })}
          </div>
        </section>
      ))}
    </div>
  );
}
