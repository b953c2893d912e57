const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The designer's body and CSS as a complete email document. Mail clients need the doctype, the
 * charset and the viewport; the server inlines the <style> rules into the elements on render.
 * `body` is GrapesJS's getHtml(), which already includes the <body> element.
 */
export function emailDocument({ title, body, css }: { title: string; body: string; css: string }) {
  const bodyElement = /^\s*<body[\s>]/i.test(body) ? body : `<body>${body}</body>`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta http-equiv="X-UA-Compatible" content="IE=edge">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${css}</style>`,
    "</head>",
    bodyElement,
    "</html>",
  ].join("\n");
}
