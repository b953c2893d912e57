import type { BlockProperties } from "grapesjs";

// Email-safe blocks: tables for layout, inline styles, web-safe fonts. Every block is a 600px
// white row centred on the body, so stacking blocks builds the classic email column.

const FONT = "Helvetica, Arial, sans-serif";
const ROW = "max-width:600px;margin:0 auto;background-color:#ffffff;";
const TEXT = `font-family:${FONT};font-size:16px;line-height:1.6;color:#334155;`;

/** Columns stack on phones; the server keeps @media rules when it inlines the rest. */
const COLUMN_CSS = "@media (max-width: 480px) { .sw-col { display: block !important; width: 100% !important; } }";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const BLOCK_CATEGORIES = ["content", "layout", "footer"] as const;
type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

/** The blocks' keys in the designer.blocks messages. */
export type BlockKey =
  | "heading"
  | "text"
  | "image"
  | "button"
  | "columns1"
  | "columns2"
  | "columns3"
  | "divider"
  | "social"
  | "footer";

/** What the blocks say, in the designer's language: palette labels and the starting text they drop in. */
export type BlockWords = {
  label: (key: BlockKey) => string;
  description: (key: BlockKey) => string;
  heading: string;
  text: string;
  button: string;
  column: (number: number) => string;
  footerReason: string;
  footerAddress: string;
  unsubscribe: string;
};

function columns(count: number, words: BlockWords) {
  const width = Math.floor(100 / count);
  const cell = (index: number) =>
    `<td class="sw-col" width="${width}%" style="width:${width}%;vertical-align:top;padding:12px;">` +
    `<div style="${TEXT}">${escapeHtml(words.column(index + 1))}</div></td>`;
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${ROW}border-collapse:collapse;width:100%;padding:0 12px;">` +
    `<tr>${Array.from({ length: count }, (_, index) => cell(index)).join("")}</tr></table><style>${COLUMN_CSS}</style>`
  );
}

const socialLink = (label: string) =>
  `<a href="https://example.com" style="display:inline-block;margin:0 6px;padding:6px 12px;border-radius:999px;background-color:#f1f5f9;color:#475569;font-family:${FONT};font-size:13px;font-weight:600;text-decoration:none;">${label}</a>`;

/** A text block holding the given HTML, styled like the palette's Text block. */
export function textBlockHtml(inner: string) {
  return `<div style="${ROW}${TEXT}padding:12px 32px;">${inner}</div>`;
}

export type DesignerBlock = Omit<BlockProperties, "category"> & {
  id: string;
  key: BlockKey;
  description: string;
  category: BlockCategory;
};

export function designerBlocks(words: BlockWords): DesignerBlock[] {
  const block = (
    id: string,
    key: BlockKey,
    category: BlockCategory,
    rest: Omit<BlockProperties, "label" | "category">,
  ): DesignerBlock => ({
    ...rest,
    id,
    key,
    label: words.label(key),
    description: words.description(key),
    category,
  });
  return [
    block("sw-heading", "heading", "content", {
      content: `<h1 style="${ROW}padding:24px 32px 8px;font-family:${FONT};font-size:28px;line-height:1.25;font-weight:700;color:#0f172a;">${escapeHtml(words.heading)}</h1>`,
    }),
    block("sw-text", "text", "content", { content: textBlockHtml(escapeHtml(words.text)) }),
    block("sw-image", "image", "content", {
      // activate opens the image picker as soon as the block is dropped.
      activate: true,
      content: {
        type: "image",
        attributes: { alt: "" },
        style: {
          display: "block",
          width: "100%",
          "max-width": "600px",
          margin: "0 auto",
          "background-color": "#ffffff",
        },
      },
    }),
    block("sw-button", "button", "content", {
      content:
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${ROW}width:100%;"><tr><td align="center" style="padding:16px 32px;">` +
        `<a href="https://example.com" style="display:inline-block;padding:13px 28px;border-radius:8px;background-color:#5b4bd5;color:#ffffff;font-family:${FONT};font-size:15px;font-weight:600;text-decoration:none;">${escapeHtml(words.button)}</a>` +
        `</td></tr></table>`,
    }),
    block("sw-columns-1", "columns1", "layout", { content: columns(1, words) }),
    block("sw-columns-2", "columns2", "layout", { content: columns(2, words) }),
    block("sw-columns-3", "columns3", "layout", { content: columns(3, words) }),
    block("sw-divider", "divider", "layout", {
      content: `<div style="${ROW}padding:12px 32px;"><hr style="border:0;border-top:1px solid #e2e8f0;margin:0;"></div>`,
    }),
    block("sw-social", "social", "footer", {
      content: `<div style="${ROW}padding:20px 32px;text-align:center;">${["Facebook", "Instagram", "LinkedIn", "X"].map(socialLink).join("")}</div>`,
    }),
    block("sw-footer", "footer", "footer", {
      content:
        `<div style="${ROW}padding:24px 32px 32px;text-align:center;font-family:${FONT};font-size:12px;line-height:1.6;color:#94a3b8;">` +
        `${escapeHtml(words.footerReason)}<br>${escapeHtml(words.footerAddress)}<br>` +
        `<a href="{{ unsubscribeUrl }}" style="color:#64748b;text-decoration:underline;">${escapeHtml(words.unsubscribe)}</a></div>`,
    }),
  ];
}
