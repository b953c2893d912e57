// The HTML a new layout starts from (docs/contract.md section 23): the team's name as a header,
// `{{ content }}` where each template's body goes, and a footer with the unsubscribe link.

export function starterLayoutHtml({ footer, unsubscribe }: { footer: string; unsubscribe: string }) {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e2e8f0;font-size:18px;font-weight:bold;color:#0f172a">{{ team.name }}</td></tr>
<tr><td style="padding:24px 32px;font-size:15px;line-height:1.6;color:#334155">{{ content }}</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">${footer} <a href="{{ unsubscribeUrl }}" style="color:#64748b">${unsubscribe}</a></td></tr>
</table></td></tr></table>
</body></html>`;
}
