import { Context, Output, toValue, TypeGuards, type Liquid, type Template } from "liquidjs";

// Liquid's renderer walks every node of a template through generators (toValueSync): for a
// campaign message of a dozen `{{ }}` outputs that is about 200 µs of CPU, the largest single
// cost of building a message (bench/README.md, campaign-send). Most mail templates are only text
// and outputs of a plain variable (`{{ firstName }}`, `{{ metadata.plan }}`, a click URL slot), with
// no filter but the engine's own HTML escaping. Such a template is rendered here by the very steps
// Liquid takes for those nodes, minus the generators: a Context built as renderSync builds it, its
// scope lookup and readProperty for each segment of the path, the engine's escape filter function,
// and Liquid's stringify of the result. Anything else (tags, filters, literals, computed keys)
// keeps Liquid's renderer, and so does a render that throws (a memory limit): Liquid runs it again
// and reports the error exactly as it would have.

type Scope = Record<string, unknown>;
type Key = Parameters<Context["readProperty"]>[1];
type Filter = Output["value"]["filters"][number];
/** Text as it is, or an output: the literal segments of its variable's path and its escaping, if any. */
type Part = string | { path: unknown[]; escape: Filter | null };
type Flat = { engine: Liquid; parts: Part[] | null };

const flatForms = new WeakMap<Template[], Flat>();

/** The literal path of a `{{ a.b[0] }}` output, or null for any other expression. */
function literalPath(output: Output): unknown[] | null {
  const postfix = output.value.initial.postfix;
  if (postfix.length !== 1 || !TypeGuards.isPropertyAccessToken(postfix[0])) return null;
  const token = postfix[0];
  if (token.variable || token.props.length === 0) return null;
  const path: unknown[] = [];
  for (const prop of token.props) {
    if (!("content" in prop)) return null;
    path.push(prop.content);
  }
  return path;
}

/** The escaping Liquid appended to an output of `engine` (outputEscape), or undefined when it has other filters. */
function ownEscape(engine: Liquid, output: Output): Filter | null | undefined {
  const { filters } = output.value;
  if (filters.length === 0) return null;
  const [filter] = filters;
  const { handler } = filter as unknown as { handler: unknown };
  return filters.length === 1 &&
    filter.args.length === 0 &&
    engine.options.outputEscape &&
    handler === engine.options.outputEscape
    ? filter
    : undefined;
}

function flatParts(engine: Liquid, templates: Template[]): Part[] | null {
  // Options under which a node renders differently from the steps below.
  const { keepOutputType, strictVariables, catchAllErrors } = engine.options as {
    keepOutputType?: boolean;
    strictVariables?: boolean;
    catchAllErrors?: boolean;
  };
  if (keepOutputType || strictVariables || catchAllErrors) return null;
  const parts: Part[] = [];
  for (const node of templates) {
    if (node instanceof Output) {
      const path = literalPath(node);
      const outputEscape = ownEscape(engine, node);
      if (!path || outputEscape === undefined) return null;
      parts.push({ path, escape: outputEscape });
      continue;
    }
    const { token, str } = node as unknown as { token: unknown; str?: unknown };
    if (!TypeGuards.isHTMLToken(token) || typeof str !== "string") return null;
    parts.push(str);
  }
  return parts;
}

/** Liquid's stringify (not exported by liquidjs), as its emitter applies it to every output. */
function stringify(value: unknown): string {
  value = toValue(value);
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.map(stringify).join("");
  return String(value);
}

function renderFlat(engine: Liquid, parts: Part[], scope: Scope): string {
  const context = new Context(scope, engine.options, { sync: true }, { liquid: engine });
  const findScope = (context as unknown as { findScope(key: unknown): Scope }).findScope.bind(context);
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    let value: unknown = findScope(part.path[0]);
    for (const key of part.path) value = context.readProperty(value as Scope, key as Key);
    if (part.escape) {
      const { handler, token, liquid } = part.escape as unknown as {
        handler: (value: unknown) => unknown;
        token: unknown;
        liquid: Liquid;
      };
      value = handler.call({ context, token, liquid }, value);
    }
    out += stringify(value);
  }
  return out;
}

function flatFormOf(engine: Liquid, templates: Template[]): Flat {
  let flat = flatForms.get(templates);
  if (!flat || flat.engine !== engine)
    flatForms.set(templates, (flat = { engine, parts: flatParts(engine, templates) }));
  return flat;
}

/** Whether renderLiquid renders these templates without Liquid's renderer (for tests). */
export function rendersFlat(engine: Liquid, templates: Template[]): boolean {
  return flatFormOf(engine, templates).parts !== null;
}

/** `engine.renderSync(templates, scope)`, without Liquid's generators when the template is flat. */
export function renderLiquid(engine: Liquid, templates: Template[], scope: Scope): string {
  const flat = flatFormOf(engine, templates);
  if (flat.parts) {
    try {
      return renderFlat(engine, flat.parts, scope);
    } catch {
      // Rendered again below, so that the error is Liquid's own.
    }
  }
  return engine.renderSync(templates, scope);
}
