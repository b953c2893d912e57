"use client";

import clsx from "clsx";
import grapesjs, { type AssetsCustomData, type Editor } from "grapesjs";
import newsletterPreset from "grapesjs-preset-newsletter";
import "grapesjs/dist/css/grapes.min.css";
import "./grapes-theme.css";
import { LoaderCircle, MousePointerClick } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";
import { useEffect, useRef, useState } from "react";
import { BlockPalette } from "./block-palette";
import { baseConfig, type DesignerContent } from "./grapes-config";
import { useDesignerBlocks } from "./use-designer-blocks";

/** Where tests and tools find the live editor: a property of the canvas element, not a global. */
const EDITOR_HANDLE = "__sendwellEditor";

type GrapesEditorProps = {
  content: DesignerContent;
  onReady: (editor: Editor) => void;
  /** The design changed since it was loaded or last saved. */
  onChange: () => void;
  /** GrapesJS asks for an image: open the picker and hand it the chosen URL. */
  onPickImage: (choose: (src: string) => void) => void;
};

type SideTab = "style" | "settings" | "layers";

/** Starting look of a blank template: a soft grey backdrop under the 600px column of blocks. */
const BLANK_BODY_STYLE = {
  "background-color": "#f1f5f9",
  padding: "24px 0",
  "font-family": "Helvetica, Arial, sans-serif",
  color: "#334155",
};

/**
 * The GrapesJS canvas with Sendwell's own block palette and side panels. Client-only (it touches
 * window on import), so the designer page loads it with next/dynamic and ssr: false.
 */
export default function GrapesEditor({ content, onReady, onChange, onPickImage }: GrapesEditorProps) {
  const t = useTranslations("designer");
  const locale = useLocale();
  const blocks = useDesignerBlocks();
  const canvas = useRef<HTMLDivElement>(null);
  const styles = useRef<HTMLDivElement>(null);
  const traits = useRef<HTMLDivElement>(null);
  const layers = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [tab, setTab] = useState<SideTab>("style");
  const [empty, setEmpty] = useState(false);
  // The canvas is an iframe GrapesJS fills once its frame has loaded: until then it is blank.
  const [loaded, setLoaded] = useState(false);
  const [hasSelection, setHasSelection] = useState(false);
  // The callbacks change identity on every render of the page; the editor is made once.
  const latest = useRef({ onReady, onChange, onPickImage });
  latest.current = { onReady, onChange, onPickImage };
  // The content is read once, when the editor is made: later saves must not reload the canvas.
  const initialContent = useRef(content);
  // Read once, when the editor is made (the language does not change while the page is open).
  const words = useRef({
    locale,
    blocks,
    frameTitle: t("canvas.frameTitle"),
    styles: {
      text: t("styles.text"),
      spacing: t("styles.spacing"),
      background: t("styles.background"),
      size: t("styles.size"),
      border: t("styles.border"),
      left: t("styles.left"),
      center: t("styles.center"),
      right: t("styles.right"),
    },
  });

  useEffect(() => {
    if (!canvas.current || !styles.current || !traits.current || !layers.current) return;
    const container = canvas.current;
    const content = initialContent.current;
    const instance = grapesjs.init({
      ...baseConfig(
        { container, styles: styles.current, traits: traits.current, layers: layers.current },
        { locale: words.current.locale, styles: words.current.styles },
      ),
      ...(content.projectData ? { projectData: content.projectData } : { components: content.html ?? "" }),
      // The preset brings email-safe components and commands; blocks, panels and style sectors are ours.
      plugins: [
        (editor) =>
          newsletterPreset(editor, {
            blocks: [],
            updateStyleManager: false,
            showStylesOnChange: false,
            showBlocksOnLoad: false,
            useCustomTheme: false,
          }),
      ],
    });
    for (const { id, ...block } of words.current.blocks) instance.Blocks.add(id, block);

    const syncEmpty = () => setEmpty(instance.getWrapper()?.components().length === 0);
    instance.on("load", () => {
      const wrapper = instance.getWrapper();
      if (wrapper && !content.projectData && !content.html) wrapper.setStyle(BLANK_BODY_STYLE);
      instance.UndoManager.clear();
      instance.clearDirtyCount();
      // Screen readers announce a frame by its title (axe frame-title): GrapesJS leaves the canvas untitled.
      instance.Canvas.getFrameEl()?.setAttribute("title", words.current.frameTitle);
      syncEmpty();
      setLoaded(true);
      latest.current.onReady(instance);
    });
    instance.on("update", () => {
      syncEmpty();
      if (instance.getDirtyCount() > 0) latest.current.onChange();
    });
    instance.on("component:selected component:deselected", () => setHasSelection(instance.getSelectedAll().length > 0));
    instance.on("component:selected", () => setTab((current) => (current === "layers" ? current : "style")));
    instance.on("asset:custom", (props: AssetsCustomData) => {
      if (!props.open) return;
      latest.current.onPickImage((src) => {
        const asset = props.am.add({ src, type: "image" });
        props.select(Array.isArray(asset) ? asset[0] : asset, true);
        props.close();
      });
      // The picker is a Sendwell dialog: GrapesJS's own modal stays closed.
      props.close();
    });

    // Harmless in production: the editor is only reachable from this element, by code on the page.
    Object.assign(container, { [EDITOR_HANDLE]: instance });
    setEditor(instance);
    return () => {
      Object.assign(container, { [EDITOR_HANDLE]: undefined });
      instance.destroy();
    };
  }, []);

  return (
    <div className="sw-designer flex min-h-0 flex-1">
      <aside
        aria-label={t("canvas.blocks")}
        className="flex w-64 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white"
      >
        <BlockPalette editor={editor} />
      </aside>
      <div className="relative min-w-0 flex-1 bg-slate-100">
        <div ref={canvas} data-testid="designer-canvas" className="h-full" />
        {loaded ? null : (
          <div
            role="status"
            aria-label={t("canvas.loading")}
            data-testid="designer-canvas-loading"
            className="absolute inset-0 z-10 flex justify-center bg-slate-100 p-8"
          >
            <div className="flex h-full w-full max-w-[600px] flex-col gap-4 bg-white p-8 shadow-sm">
              <Skeleton className="h-10 w-40" />
              <Skeleton className="h-48" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-10 w-36 self-center" />
              <p className="mt-auto flex items-center justify-center gap-2 text-sm text-slate-600">
                <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-600" />
                {t("canvas.loadingText")}
              </p>
            </div>
          </div>
        )}
        {loaded && empty ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-8">
            <div className="max-w-sm rounded-2xl border-2 border-dashed border-slate-300 bg-white/80 px-8 py-10 text-center backdrop-blur-sm">
              <MousePointerClick aria-hidden className="mx-auto size-7 text-brand-500" strokeWidth={1.5} />
              <p className="mt-3 text-sm font-semibold text-slate-800">{t("canvas.emptyTitle")}</p>
              <p className="mt-1 text-sm text-slate-500">{t("canvas.emptyDescription")}</p>
            </div>
          </div>
        ) : null}
      </div>
      <aside
        aria-label={t("canvas.properties")}
        className="flex w-72 shrink-0 flex-col border-l border-slate-200 bg-white"
      >
        <div role="tablist" aria-label={t("canvas.properties")} className="flex border-b border-slate-200 px-2">
          {(["style", "settings", "layers"] as const).map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
              className={clsx(
                "-mb-px flex-1 border-b-2 px-2 py-3 text-sm font-medium capitalize transition-colors",
                tab === id
                  ? "border-brand-600 text-brand-700"
                  : "border-transparent text-slate-500 hover:text-slate-800",
              )}
            >
              {t(`canvas.tabs.${id}`)}
            </button>
          ))}
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          {!hasSelection && tab !== "layers" ? (
            <p className="px-5 py-8 text-center text-sm text-slate-500">
              {tab === "style" ? t("canvas.selectHintStyle") : t("canvas.selectHintSettings")}
            </p>
          ) : null}
          <div ref={styles} hidden={tab !== "style" || !hasSelection} />
          <div ref={traits} hidden={tab !== "settings" || !hasSelection} />
          <div ref={layers} hidden={tab !== "layers"} />
        </div>
      </aside>
    </div>
  );
}
