// The open pixel: a 1x1 transparent GIF89a of 43 bytes, answered to every request for it (a bad
// token too: a broken image in a mail client helps nobody), and never cached, so that each
// display of the message reaches the server.

export const TRANSPARENT_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

const NO_CACHE_HEADERS = {
  "Cache-Control": "no-store, no-cache, must-revalidate, private",
  Pragma: "no-cache",
  Expires: "0",
} as const;

/** Every header of the pixel's answer (the route's, the production server's fast path's). */
export const PIXEL_HEADERS = {
  "Content-Type": "image/gif",
  "Content-Length": String(TRANSPARENT_GIF.length),
  ...NO_CACHE_HEADERS,
} as const;

export function pixelResponse(method: string): Response {
  const body = method.toUpperCase() === "HEAD" ? null : new Uint8Array(TRANSPARENT_GIF);
  return new Response(body, { status: 200, headers: PIXEL_HEADERS });
}
