import type { EditorConfig, ProjectData } from "grapesjs";
import grapesDe from "grapesjs/locale/de.mjs";
import grapesEs from "grapesjs/locale/es.mjs";
import grapesFr from "grapesjs/locale/fr.mjs";

/** How the designer's content is loaded: the saved project when there is one, else the HTML. */
export type DesignerContent = { projectData: ProjectData | null; html: string | null };

export function contentOf(designJson: string | null, html: string | null | undefined): DesignerContent {
  if (designJson) {
    try {
      return { projectData: JSON.parse(designJson) as ProjectData, html: null };
    } catch {
      // A designJson the designer cannot read (written through the API): start from the HTML.
    }
  }
  return { projectData: null, html: html || null };
}

/** The designer.styles messages: the style panel's section names and alignment options. */
type StyleWords = Record<"text" | "spacing" | "background" | "size" | "border" | "left" | "center" | "right", string>;

// Radio options with text labels: GrapesJS's own use Font Awesome class names, which the app does
// not ship, so they would show as empty boxes.
const textAlign = (words: StyleWords) => ({
  extend: "text-align",
  options: [
    { id: "left", label: words.left },
    { id: "center", label: words.center },
    { id: "right", label: words.right },
  ],
});

// Web-safe stacks only: mail clients have no web fonts to fall back on.
const fontFamily = {
  extend: "font-family",
  options: [
    { id: "Helvetica, Arial, sans-serif", label: "Helvetica / Arial" },
    { id: "Verdana, Geneva, sans-serif", label: "Verdana" },
    { id: "'Trebuchet MS', Tahoma, sans-serif", label: "Trebuchet" },
    { id: "Georgia, 'Times New Roman', serif", label: "Georgia" },
    { id: "'Courier New', Courier, monospace", label: "Courier" },
  ],
};

const styleSectors = (words: StyleWords) => [
  {
    name: words.text,
    open: true,
    properties: [fontFamily, "font-size", "font-weight", "color", "line-height", textAlign(words)],
  },
  { name: words.spacing, open: true, properties: ["padding", "margin"] },
  { name: words.background, open: false, properties: ["background-color"] },
  { name: words.size, open: false, properties: ["width", "max-width", "height"] },
  { name: words.border, open: false, properties: ["border-radius", "border"] },
];

const devices = [
  { id: "desktop", name: "Desktop", width: "" },
  // The phone frame's width; rules for phones apply under 480px, like the columns' @media rule.
  { id: "mobile", name: "Mobile", width: "375px", widthMedia: "480px" },
];

/** Canvas-only CSS: outlines and a calm backdrop that are never part of the saved email. */
const canvasCss = `
  body { min-height: 100vh; }
  *::selection { background: rgba(91, 75, 213, 0.2); }
`;

type DesignerLanguage = { locale: string; styles: StyleWords };

// GrapesJS's own words (style properties, trait labels, layer names) from its bundled translations.
const GRAPES_MESSAGES = { de: grapesDe, fr: grapesFr, es: grapesEs };

export function baseConfig(
  elements: { container: HTMLElement; styles: HTMLElement; traits: HTMLElement; layers: HTMLElement },
  language: DesignerLanguage,
): EditorConfig {
  return {
    container: elements.container,
    height: "100%",
    width: "auto",
    // Saving goes through the Sendwell API with the page's Save button, never GrapesJS storage.
    storageManager: false,
    // Nothing from third-party hosts (the page's CSP refuses them, docs/contract.md section 18): no usage
    // telemetry to grapesjs.com and no Font Awesome from a CDN (the designer draws its own icons).
    telemetry: false,
    cssIcons: "",
    // The panels are the designer's own React UI.
    panels: { defaults: [] },
    // Styles go on the component itself, not on shared classes marketers never see.
    selectorManager: { componentFirst: true },
    styleManager: { appendTo: elements.styles, sectors: styleSectors(language.styles) },
    traitManager: { appendTo: elements.traits },
    layerManager: { appendTo: elements.layers },
    blockManager: { appendTo: undefined },
    // The image picker is a Sendwell dialog listening to "asset:custom".
    assetManager: { custom: true },
    deviceManager: { devices },
    // The reader's language, never the browser's guess: the rest of the page follows the profile.
    i18n: { locale: language.locale, localeFallback: "en", detectLocale: false, messagesAdd: GRAPES_MESSAGES },
    protectedCss: "* { box-sizing: border-box; } body { margin: 0; }",
    canvasCss,
    undoManager: { trackSelection: false },
  };
}
