import type { PublicTranslator } from "@/lib/i18n/public-translator";
import type { MailBrand } from "@/lib/mail/render/system-mail-layout";
import { escapeHtml, maskEmail, publicPageResponse } from "@/lib/services/signup/public-page";
import { brandColors } from "./brand-colors";
import type { PreferencesSaved } from "./save-preferences";

// The preference centre's page (docs/contract.md section 21): the team's logo or name and colour,
// each public topic as a switch (a checkbox with role switch: it works without script), Save, and
// "unsubscribe from everything". Saving answers this page again with the new state and a notice.

export type PreferenceTopic = { id: string; name: string; description: string | null; subscribed: boolean };

function style(accent: string, onAccent: string, text: string) {
  return `
main{max-width:520px;text-align:left}
.logo{display:block;height:36px;max-width:220px;margin:0 0 20px}
.brand{color:${text}}
fieldset{border:0;margin:0 0 20px;padding:0}
legend{font-weight:600;margin:0 0 8px;padding:0}
.topic{display:flex;align-items:center;justify-content:space-between;gap:16px;padding:12px 0;border-top:1px solid #e5e7eb;cursor:pointer}
.topic:last-of-type{border-bottom:1px solid #e5e7eb}
.topic-name{display:block;font-weight:600;color:#111827}
.topic-description{display:block;font-size:14px;color:#4b5563}
input[role=switch]{appearance:none;flex:none;position:relative;width:44px;height:24px;margin:0;border-radius:999px;background:#6b7280;cursor:pointer;transition:background .15s}
input[role=switch]::after{content:"";position:absolute;top:3px;left:3px;width:18px;height:18px;border-radius:50%;background:#fff;transition:transform .15s}
input[role=switch]:checked{background:${accent}}
input[role=switch]:checked::after{transform:translateX(20px)}
input[role=switch]:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
button{background:${accent};color:${onAccent}}
button:hover{background:${accent};filter:brightness(.92)}
button.secondary{background:#fff;color:#b91c1c;border:1px solid #d1d5db}
button.secondary:hover{background:#fef2f2;filter:none}
.notice{border-radius:8px;padding:10px 14px;background:#ecfdf5;color:#065f46;font-weight:500}
.notice.warning{background:#fffbeb;color:#92400e}
.everything{margin-top:28px;padding-top:20px;border-top:1px solid #e5e7eb}
h2{font-size:16px;margin:0 0 6px;color:#111827}
.everything .muted{margin:0 0 14px}
`;
}

function masthead(brand: MailBrand) {
  return brand.logoUrl
    ? `<img class="logo" src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}">`
    : `<p class="brand">${escapeHtml(brand.name)}</p>`;
}

function logoOrigin(brand: MailBrand): string[] {
  try {
    return brand.logoUrl ? [new URL(brand.logoUrl).origin] : [];
  } catch {
    return [];
  }
}

function topicSwitch(topic: PreferenceTopic) {
  const id = `topic-${escapeHtml(topic.id)}`;
  const description = topic.description
    ? `<span class="topic-description" id="${id}-description">${escapeHtml(topic.description)}</span>`
    : "";
  return (
    `<input type="hidden" name="shown" value="${escapeHtml(topic.id)}">` +
    `<label class="topic" for="${id}"><span><span class="topic-name">${escapeHtml(topic.name)}</span>${description}</span>` +
    `<input type="checkbox" role="switch" id="${id}" name="topic" value="${escapeHtml(topic.id)}"${topic.subscribed ? " checked" : ""}${topic.description ? ` aria-describedby="${id}-description"` : ""}></label>`
  );
}

export function preferencePage({
  brand,
  email,
  topics,
  unsubscribed,
  saved,
  t,
}: {
  brand: MailBrand;
  email: string;
  topics: PreferenceTopic[];
  /** The address left everything: its topics are kept but nothing is sent. */
  unsubscribed: boolean;
  saved: PreferencesSaved | null;
  t: PublicTranslator;
}) {
  const { accent, onAccent, text } = brandColors(brand.color);
  const notice = saved
    ? `<p class="notice" role="status">${escapeHtml(t.text(saved === "everything" ? "preferences.unsubscribedSaved" : "preferences.saved"))}</p>`
    : "";
  const left =
    unsubscribed && saved !== "everything"
      ? `<p class="notice warning">${escapeHtml(t.text("preferences.unsubscribedNote"))}</p>`
      : "";
  const list =
    topics.length > 0
      ? `<form method="post"><fieldset><legend>${escapeHtml(t.text("preferences.topicsLegend"))}</legend>${topics.map(topicSwitch).join("")}</fieldset>` +
        `<button type="submit" name="action" value="save">${escapeHtml(t.text("preferences.save"))}</button></form>`
      : `<p class="muted">${escapeHtml(t.text("preferences.noTopics"))}</p>`;
  const everything = unsubscribed
    ? ""
    : `<form method="post" class="everything"><h2>${escapeHtml(t.text("preferences.everythingTitle"))}</h2>` +
      `<p class="muted">${escapeHtml(t.text("preferences.everythingHint", { brand: brand.name }))}</p>` +
      `<button type="submit" class="secondary" name="action" value="unsubscribe_all">${escapeHtml(t.text("preferences.everythingButton"))}</button></form>`;
  return publicPageResponse({
    title: t.text("preferences.title"),
    lang: t.locale,
    masthead: masthead(brand),
    style: style(accent, onAccent, text),
    imageOrigins: logoOrigin(brand),
    body:
      notice +
      `<p>${t.html("preferences.intro", { brand: brand.name, email: maskEmail(email) })}</p>` +
      left +
      list +
      everything,
  });
}
