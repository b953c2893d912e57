import { Liquid } from "liquidjs";

// The one Liquid configuration of the app (docs/contract.md section 12: templates speak Liquid).
// - HTML output escapes every `{{ }}` value by default; `| raw` opts out. Text and subject render
//   through a second engine without escaping: they are plain text, where `&amp;` would be a bug.
// - `templates: {}` makes include/render/layout look up an empty in-memory map, never the disk:
//   a template is typed by a customer and must not read server files.
// - ownPropertyOnly hides prototypes (`{{ data.constructor }}`) from templates.
// - The limits stop one hostile template (a huge loop, a string blown up by filters) from taking
//   a worker's CPU or memory while a campaign sends.
const shared = {
  templates: {},
  ownPropertyOnly: true,
  strictFilters: true,
  parseLimit: 4_000_000,
  renderLimit: 2_000,
  memoryLimit: 64_000_000,
} as const;

export const htmlLiquid = new Liquid({ ...shared, outputEscape: "escape" });
export const textLiquid = new Liquid({ ...shared });
