// The campaign email the send benchmarks render: Liquid fields, metadata, six links, an unsubscribe link.

/** About 5 KB once rendered: a styled newsletter with a dozen links and personal fields. */
export function newsletterHtml() {
  const article = (n: number) => `
    <tr><td class="article" style="padding:16px 24px">
      <h2 class="title">Story ${n}: what {{ company }} teams in {{ city | default: "your city" }} did this week</h2>
      <p class="body">Hi {{ firstName }}, as a {{ metadata.plan }} member you get early access. Lorem ipsum dolor sit amet,
      consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam,
      quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>
      <a class="button" href="https://news.example.com/stories/${n}?utm_source=newsletter&amp;utm_medium=email&amp;ref={{ contact.id }}">Read story ${n}</a>
    </td></tr>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin:0; background:#f4f4f7; font-family:Helvetica,Arial,sans-serif; }
    .title { font-size:20px; color:#111827; margin:0 0 8px; }
    .body { font-size:15px; line-height:22px; color:#374151; }
    .button { display:inline-block; padding:10px 18px; background:#4f46e5; color:#ffffff; border-radius:6px; text-decoration:none; }
    .footer { font-size:12px; color:#6b7280; padding:24px; }
  </style></head><body><table width="100%" cellpadding="0" cellspacing="0" role="presentation">
    <tr><td style="padding:24px"><img src="https://news.example.com/logo.png" width="120" alt="Bench News"></td></tr>
    ${[1, 2, 3, 4].map(article).join("")}
    <tr><td class="footer">You get this because {{ email }} subscribed. Points: {{ metadata.points }}.
      <a href="https://news.example.com/preferences">Preferences</a> · <a href="{{ unsubscribeUrl }}">Unsubscribe</a></td></tr>
  </table></body></html>`;
}
