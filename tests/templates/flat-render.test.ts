import { Drop } from "liquidjs";
import { describe, expect, it } from "vitest";
import { renderLiquid, rendersFlat } from "@/lib/mail/render/flat-render";
import { htmlLiquid, textLiquid } from "@/lib/mail/render/liquid-engine";

// The renderer of flat templates (text and plain variables, lib/mail/render/flat-render.ts) must
// give exactly what Liquid's renderer gives, values and missing paths of every kind included.

class Greeting extends Drop {
  valueOf() {
    return "drop <value>";
  }
}

const scope = {
  firstName: "Chloé <b>&\"'",
  count: 3,
  zero: 0,
  flag: false,
  nothing: null,
  list: ["a<", 2, null, ["b", "c"]],
  empty: [],
  metadata: { plan: "pro", nested: { deep: "x&y" }, size: "big", "two words": "spaced", number: 1.5 },
  sized: { a: 1, b: 2 },
  drop: new Greeting(),
  longText: "line one\nline two",
};

const sources = [
  "plain text only, no markup",
  "Hi {{ firstName }}!",
  "{{ count }} {{ zero }} {{ flag }} {{ nothing }} {{ missing }} {{ missing.deeper }}",
  "{{ list }}|{{ list[0] }}|{{ list[1] }}|{{ list[3] }}|{{ list[9] }}|{{ list[-1] }}|{{ list.first }}|{{ list.last }}|{{ list.size }}|{{ empty.size }}",
  "{{ metadata }}|{{ metadata.plan }}|{{ metadata.nested.deep }}|{{ metadata.size }}|{{ metadata['two words'] }}|{{ metadata.number }}",
  "{{ sized.size }}|{{ firstName.size }}|{{ firstName.length }}|{{ firstName.first }}|{{ count.size }}",
  "{{ constructor }}|{{ metadata.constructor }}|{{ list.map }}|{{ firstName.toString }}|{{ __proto__ }}|{{ metadata.hasOwnProperty }}",
  "{{ drop }}|{{ drop.anything }}",
  "{{ longText }}",
  '<a href="{{ url }}">{{ firstName }}</a>{{ firstName | raw }}',
  "{{ firstName | upcase }}",
  '{{ "literal" }} {{ 5 }}',
  "{% if firstName %}{{ firstName }}{% endif %}",
  "{{ metadata[metadata.plan] }}",
];

describe("renderLiquid", () => {
  for (const engine of [htmlLiquid, textLiquid]) {
    const name = engine === htmlLiquid ? "HTML" : "text";
    it.each(sources)(`renders %s as Liquid does (${name} engine)`, (source) => {
      const templates = engine.parse(source);
      const expected = engine.renderSync(templates, scope);
      expect(renderLiquid(engine, templates, scope)).toBe(expected);
      // The second render goes through the kept flat form.
      expect(renderLiquid(engine, templates, { ...scope, firstName: "Ben" })).toBe(
        engine.renderSync(templates, { ...scope, firstName: "Ben" }),
      );
    });
  }

  it("takes the flat path for text and plain variables only", () => {
    const flat = [
      "plain text only",
      "Hi {{ firstName }}!",
      "{{ list[0] }}{{ list[-1] }}{{ list.size }}",
      "{{ metadata.nested.deep }}{{ metadata['two words'] }}",
      "{{ missing.deeper }}",
    ];
    // Filters but the engine's own escaping, literals (`empty` is one), tags and computed keys keep Liquid's renderer.
    const other = [
      "{{ firstName | raw }}",
      "{{ firstName | upcase }}",
      '{{ "literal" }}',
      "{{ 5 }}",
      "{{ empty.size }}",
      "{% if firstName %}x{% endif %}",
      "{{ metadata[metadata.plan] }}",
    ];
    for (const engine of [htmlLiquid, textLiquid]) {
      for (const source of flat) expect(rendersFlat(engine, engine.parse(source)), source).toBe(true);
      for (const source of other) expect(rendersFlat(engine, engine.parse(source)), source).toBe(false);
    }
  });

  it("reports Liquid's own error when a render goes over the memory limit", () => {
    const templates = htmlLiquid.parse("{{ huge }}");
    const huge = "x".repeat(65_000_000);
    let expected: unknown;
    try {
      htmlLiquid.renderSync(templates, { huge });
    } catch (error) {
      expected = error;
    }
    expect(expected).toBeInstanceOf(Error);
    expect(() => renderLiquid(htmlLiquid, templates, { huge })).toThrow((expected as Error).message);
  });
});
