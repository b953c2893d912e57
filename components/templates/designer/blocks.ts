import type { BlockProperties } from "grapesjs";

// Email-safe blocks: tables for layout, inline styles, web-safe fonts. Every block is a 600px
// white row centred on the body, so stacking blocks builds the classic email column.

const FONT = "Helvetica, Arial, sans-serif";
const ROW = "max-width:600px;margin:0 auto;background-color:#ffffff;";
const TEXT = `font-family:${FONT};font-size:16px;line-height:1.6;color:#334155;`;

/** Columns stack on phones; the server keeps @media rules when it inlines the rest. */
const COLUMN_CSS = "@media (max-width: 480px) { .sw-col { display: block !important; width: 100% !important; } }";

function columns(count: number) {
  const width = Math.floor(100 / count);
  const cell = (index: number) =>
    `<td class="sw-col" width="${width}%" style="width:${width}%;vertical-align:top;padding:12px;">` +
    `<div style="${TEXT}">Column ${index + 1}: add text, an image or a button here.</div></td>`;
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

export type DesignerBlock = BlockProperties & { id: string; description: string };

export const designerBlocks: DesignerBlock[] = [
  {
    id: "sw-heading",
    label: "Heading",
    description: "A large title",
    category: "Content",
    content: `<h1 style="${ROW}padding:24px 32px 8px;font-family:${FONT};font-size:28px;line-height:1.25;font-weight:700;color:#0f172a;">Your headline here</h1>`,
  },
  {
    id: "sw-text",
    label: "Text",
    description: "A paragraph you can style",
    category: "Content",
    content: textBlockHtml("Write your message here. Select text to make it bold, italic or a link."),
  },
  {
    id: "sw-image",
    label: "Image",
    description: "From your files or a URL",
    category: "Content",
    // activate opens the image picker as soon as the block is dropped.
    activate: true,
    content: {
      type: "image",
      attributes: { alt: "" },
      style: { display: "block", width: "100%", "max-width": "600px", margin: "0 auto", "background-color": "#ffffff" },
    },
  },
  {
    id: "sw-button",
    label: "Button",
    description: "A call to action",
    category: "Content",
    content:
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${ROW}width:100%;"><tr><td align="center" style="padding:16px 32px;">` +
      `<a href="https://example.com" style="display:inline-block;padding:13px 28px;border-radius:8px;background-color:#5b4bd5;color:#ffffff;font-family:${FONT};font-size:15px;font-weight:600;text-decoration:none;">Call to action</a>` +
      `</td></tr></table>`,
  },
  { id: "sw-columns-1", label: "1 column", description: "A full-width section", category: "Layout", content: columns(1) },
  { id: "sw-columns-2", label: "2 columns", description: "Side by side, stacked on phones", category: "Layout", content: columns(2) },
  { id: "sw-columns-3", label: "3 columns", description: "Three across, stacked on phones", category: "Layout", content: columns(3) },
  {
    id: "sw-divider",
    label: "Divider",
    description: "A thin line between sections",
    category: "Layout",
    content: `<div style="${ROW}padding:12px 32px;"><hr style="border:0;border-top:1px solid #e2e8f0;margin:0;"></div>`,
  },
  {
    id: "sw-social",
    label: "Social links",
    description: "Links to your profiles",
    category: "Footer",
    content: `<div style="${ROW}padding:20px 32px;text-align:center;">${["Facebook", "Instagram", "LinkedIn", "X"].map(socialLink).join("")}</div>`,
  },
  {
    id: "sw-footer",
    label: "Footer",
    description: "Address and unsubscribe link",
    category: "Footer",
    content:
      `<div style="${ROW}padding:24px 32px 32px;text-align:center;font-family:${FONT};font-size:12px;line-height:1.6;color:#94a3b8;">` +
      `You are receiving this email because you subscribed to our updates.<br>Your Company · 1 Example Street · City<br>` +
      `<a href="{{ unsubscribeUrl }}" style="color:#64748b;text-decoration:underline;">Unsubscribe</a></div>`,
  },
];
