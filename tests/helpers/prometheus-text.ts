// A strict parser of the Prometheus text exposition format 0.0.4, for the /metrics tests. No
// maintained parser package is installed (parse-prometheus-text-format is not in node_modules and
// prom-client only writes the format), so this one checks what a scraper relies on and throws on
// anything else: HELP and TYPE before a family's samples, one TYPE per family, metric and label
// names by the format's grammar, escaped label values, numeric values, no duplicate series, and
// for histograms cumulative buckets in increasing `le` ending in +Inf equal to _count.

type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<string, string[]> = {
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

function parseValue(text: string, line: string): number {
  // Prometheus reads values with Go's ParseFloat, which takes Inf and NaN in any letter case
  // (prom-client writes "Nan").
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`bad value in: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = /^([^=,\s]+)="((?:[^"\\\n]|\\[\\"n])*)"(,?)/.exec(rest);
    if (!match || !LABEL_NAME.test(match[1])) throw new Error(`bad labels in: ${line}`);
    if (match[1] in labels) throw new Error(`duplicate label ${match[1]} in: ${line}`);
    labels[match[1]] = match[2].replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    rest = rest.slice(match[0].length);
    if (!match[3] && rest.length > 0) throw new Error(`bad labels in: ${line}`);
  }
  return labels;
}

function familyOf(name: string, families: Map<string, Family>): Family | undefined {
  if (families.has(name)) return families.get(name);
  for (const suffix of ["_bucket", "_sum", "_count"]) {
    if (!name.endsWith(suffix)) continue;
    const family = families.get(name.slice(0, -suffix.length));
    if (family && SUFFIXES[family.type]?.includes(suffix)) return family;
  }
  return undefined;
}

function checkHistogram(family: Family) {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples.filter((s) => s.name.endsWith("_bucket"))) {
    if (!("le" in sample.labels)) throw new Error(`${family.name}: bucket without le`);
    const { le: _le, ...rest } = sample.labels;
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    const bounds = buckets.map((bucket) => parseValue(bucket.labels.le, bucket.labels.le));
    for (let i = 1; i < buckets.length; i += 1) {
      if (!(bounds[i] > bounds[i - 1])) throw new Error(`${family.name}${key}: le not increasing`);
      if (buckets[i].value < buckets[i - 1].value) throw new Error(`${family.name}${key}: buckets not cumulative`);
    }
    if (bounds.at(-1) !== Infinity) throw new Error(`${family.name}${key}: no +Inf bucket`);
    const count = family.samples.find((s) => s.name === `${family.name}_count` && JSON.stringify(s.labels) === key);
    if (!count || count.value !== buckets.at(-1)!.value)
      throw new Error(`${family.name}${key}: _count differs from +Inf bucket`);
  }
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (!text.endsWith("\n")) throw new Error("exposition must end with a newline");
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta;
      if (!METRIC_NAME.test(name)) throw new Error(`bad metric name: ${line}`);
      const family = families.get(name) ?? { name, type: "untyped", help: "", samples: [] };
      if (kind === "TYPE") {
        if (!TYPES.has(rest) || family.samples.length > 0 || family.type !== "untyped")
          throw new Error(`bad TYPE: ${line}`);
        family.type = rest;
      } else family.help = rest;
      families.set(name, family);
      continue;
    }
    if (line.startsWith("#")) continue;
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: (-?\d+))?$/.exec(line);
    if (!sample) throw new Error(`bad sample line: ${line}`);
    const family = familyOf(sample[1], families);
    if (!family || family.type === "untyped") throw new Error(`sample without a TYPE: ${line}`);
    const parsed = { name: sample[1], labels: parseLabels(sample[2] ?? "", line), value: parseValue(sample[3], line) };
    const key = `${parsed.name}${JSON.stringify(parsed.labels)}`;
    if (seen.has(key)) throw new Error(`duplicate series: ${line}`);
    seen.add(key);
    family.samples.push(parsed);
  }
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

/** The value of one series (labels matched exactly), or undefined. */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = familyOf(name, families);
  const wanted = JSON.stringify(Object.entries(labels).sort());
  return family?.samples.find((s) => s.name === name && JSON.stringify(Object.entries(s.labels).sort()) === wanted)
    ?.value;
}
