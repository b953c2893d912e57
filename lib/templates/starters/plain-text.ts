import type { Locale } from "@/lib/i18n/locales";
import { starterIn, type StarterBasics } from "./email-layout";
import { firstNameOrFallback } from "./greeting";

/** Every word of the plain-text starter; the markup is the same in every language. */
type PlainTextTexts = StarterBasics & {
  greeting: string;
  paragraphs: readonly [string, string];
  closing: string;
  /** Keeps `{{ team.name | default: "..." }}`. */
  signature: string;
};

const PLAIN_TEXT_TEXTS: Record<Locale, PlainTextTexts> = {
  en: {
    name: "Plain text",
    description: "A personal note that reads like an email from a colleague: no images, no banner.",
    subject: 'A quick note for you, {{ firstName | default: "there" }}',
    title: "A quick note",
    preheader: "A short personal note from our team.",
    greeting: `Hi ${firstNameOrFallback("en")},`,
    paragraphs: [
      "I wanted to write to you personally to thank you for being with us. Over the last few weeks we have listened to a lot of feedback, and it shaped what we are building next.",
      "If there is anything we could do better, simply reply to this email. It comes straight to my inbox.",
    ],
    closing: "All the best,",
    signature: 'The {{ team.name | default: "team" }} team',
  },
  de: {
    name: "Nur Text",
    description: "Eine persönliche Nachricht, die sich wie die E-Mail eines Kollegen liest: keine Bilder, kein Banner.",
    subject: 'Eine kurze Nachricht für Sie, {{ firstName | default: "zusammen" }}',
    title: "Eine kurze Nachricht",
    preheader: "Eine kurze persönliche Nachricht von unserem Team.",
    greeting: `Hallo ${firstNameOrFallback("de")},`,
    paragraphs: [
      "ich möchte Ihnen persönlich dafür danken, dass Sie bei uns sind. In den letzten Wochen haben wir viel Feedback gehört, und es hat geprägt, woran wir als Nächstes arbeiten.",
      "Wenn wir etwas besser machen können, antworten Sie einfach auf diese E-Mail. Sie landet direkt in meinem Posteingang.",
    ],
    closing: "Viele Grüße",
    signature: 'Ihr {{ team.name | default: "Support" }}-Team',
  },
  fr: {
    name: "Texte brut",
    description: "Un mot personnel qui se lit comme l'e-mail d'un collègue : pas d'images, pas de bannière.",
    subject: 'Un petit mot pour vous, {{ firstName | default: "à tous" }}',
    title: "Un petit mot",
    preheader: "Un court message personnel de notre équipe.",
    greeting: `Bonjour ${firstNameOrFallback("fr")},`,
    paragraphs: [
      "Je tenais à vous écrire personnellement pour vous remercier d'être avec nous. Ces dernières semaines, nous avons écouté beaucoup de retours, et ils ont orienté ce que nous préparons.",
      "Si nous pouvons faire mieux, répondez simplement à cet e-mail. Il arrive directement dans ma boîte de réception.",
    ],
    closing: "Bien cordialement,",
    signature: 'L\'équipe de {{ team.name | default: "notre entreprise" }}',
  },
  es: {
    name: "Texto sin formato",
    description: "Una nota personal que se lee como el correo de un compañero: sin imágenes ni banner.",
    subject: 'Una nota breve para usted, {{ firstName | default: "a todos" }}',
    title: "Una nota breve",
    preheader: "Una breve nota personal de nuestro equipo.",
    greeting: `Hola ${firstNameOrFallback("es")}:`,
    paragraphs: [
      "Quería escribirle personalmente para darle las gracias por estar con nosotros. En las últimas semanas hemos escuchado muchos comentarios y han dado forma a lo que estamos creando.",
      "Si hay algo que podamos mejorar, responda a este correo. Llega directamente a mi bandeja de entrada.",
    ],
    closing: "Un cordial saludo,",
    signature: 'El equipo de {{ team.name | default: "nuestra empresa" }}',
  },
};

export function plainTextStarter(locale: Locale) {
  const t = PLAIN_TEXT_TEXTS[locale];
  return starterIn(locale, "plain-text", t, {
    accent: "#2563eb",
    canvas: "#ffffff",
    body: `        <tr>
          <td class="content" style="padding: 16px 8px;">
            <p>${t.greeting}</p>
            <p>${t.paragraphs[0]}</p>
            <p>${t.paragraphs[1]}</p>
            <p>${t.closing}<br>${t.signature}</p>
          </td>
        </tr>
        <tr><td style="padding: 0 8px;"><div class="divider">&nbsp;</div></td></tr>`,
  });
}
