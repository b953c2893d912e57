/**
 * Sent HTML without its open pixel (the <img> whose URL goes through /t/o/), for showing a sent
 * email in the dashboard: looking at a message there must not be counted as the recipient opening
 * it. Pure and dependency-free so that client components can use it.
 */
export function withoutOpenPixel(html: string): string {
  return html.replace(/<img\b[^>]*\/t\/o\/[^>]*>/gi, "");
}
