import { Output, toValueSync, type Template, type Variable } from "liquidjs";
import { htmlLiquid } from "./liquid-engine";

/**
 * A variable as a dotted path: `contact.company`, `metadata.plan`. Index and computed segments
 * (`items[0]`, `a[b.c]`) end the path there, so `items[0].name` is reported as `items`: what a
 * template needs from its data is the root object, not one element of it.
 */
function pathOf(variable: Variable): string | null {
  const names: string[] = [];
  for (const segment of variable.segments) {
    if (typeof segment !== "string") break;
    names.push(segment);
  }
  return names.length > 0 ? names.join(".") : null;
}

const locationKey = ({ location }: Variable) => `${location.row}:${location.col}`;

/**
 * Where `{{ }}` outputs print a variable without a `default` filter: an unknown variable there
 * leaves a visible gap in the mail. Variables in conditions, loops, or with a default are
 * optional by the author's own choice and are not reported as missing.
 */
function printedLocations(templates: Template[], into = new Set<string>()): Set<string> {
  for (const template of templates) {
    if (template instanceof Output) {
      if (template.value.filters.some((filter) => filter.name === "default")) continue;
      for (const variables of Object.values(htmlLiquid.analyzeSync([template], { partials: false }).variables)) {
        for (const variable of variables) into.add(locationKey(variable));
      }
      continue;
    }
    const withChildren = template as Template & {
      children?: (partials: boolean, sync: boolean) => Generator<unknown, Template[]>;
    };
    if (withChildren.children) printedLocations(toValueSync(withChildren.children(false, true)) ?? [], into);
  }
  return into;
}

export type TemplateVariables = {
  /** Every context variable the template reads, as sorted unique paths (loop and assign locals excluded). */
  all: string[];
  /** The subset printed by `{{ }}` without a default: reported as missing when the context lacks them. */
  printed: string[];
};

/** The variables a parsed template expects from its render context. */
export function analyzeVariables(templates: Template[]): TemplateVariables {
  const { globals } = htmlLiquid.analyzeSync(templates, { partials: false });
  const printedAt = printedLocations(templates);
  const all = new Set<string>();
  const printed = new Set<string>();
  for (const variables of Object.values(globals)) {
    for (const variable of variables) {
      const path = pathOf(variable);
      if (path === null) continue;
      all.add(path);
      if (printedAt.has(locationKey(variable))) printed.add(path);
    }
  }
  return { all: [...all].sort(), printed: [...printed].sort() };
}

export function mergeVariables(...lists: string[][]): string[] {
  return [...new Set(lists.flat())].sort();
}
