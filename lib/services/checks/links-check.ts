import { env } from "@/lib/env";
import { probeLink } from "@/lib/webhooks/probe-link";
import type { CheckResult } from "./check-result";

const MAX_LINKS = 50;

/** The distinct http(s) links of `html` (href attributes), in order of appearance. */
function linksOf(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? "").trim().replaceAll("&amp;", "&");
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  return [...links];
}

/** Every link fetched at once (the first 50): fail naming each broken URL and its status. */
export async function linksCheck(html: string): Promise<CheckResult> {
  // Sendwell's own links (unsubscribe, preferences, the preview's) are not the author's to check.
  const all = linksOf(html).filter((url) => !url.startsWith(env.APP_URL));
  const checked = all.slice(0, MAX_LINKS);
  const probes = await Promise.all(checked.map((url) => probeLink(url)));
  const broken = probes.filter((probe) => !probe.ok).map(({ url, status, error }) => ({ url, status, error }));
  const details = { checked: checked.length, total: all.length, broken };
  if (broken.length > 0)
    return {
      id: "links",
      status: "fail",
      message: `Broken links: ${broken.map(({ url, status, error }) => `${url} (${status ?? error})`).join(", ")}`,
      details,
    };
  if (all.length === 0) return { id: "links", status: "pass", message: "No links to check", details };
  const more = all.length > MAX_LINKS ? ` (the first ${MAX_LINKS} of ${all.length})` : "";
  return { id: "links", status: "pass", message: `All ${checked.length} links answer${more}`, details };
}
