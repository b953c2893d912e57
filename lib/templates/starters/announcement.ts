import type { Locale } from "@/lib/i18n/locales";
import { button, starterIn, type StarterBasics } from "./email-layout";
import { firstNameOrFallback } from "./greeting";

const ACCENT = "#0f766e";

/** Every word of the announcement starter; the markup is the same in every language. */
type AnnouncementTexts = StarterBasics & {
  kicker: string;
  heading: string;
  greeting: string;
  /** Keeps `{{ contact.company | default: "..." }}`. */
  intro: string;
  points: readonly { title: string; text: string }[];
  cta: string;
  questions: string;
};

const ANNOUNCEMENT_TEXTS: Record<Locale, AnnouncementTexts> = {
  en: {
    name: "Announcement",
    description: "One big message: a coloured banner, a short explanation, key points and a button.",
    subject: 'Big news, {{ firstName | default: "friend" }}: something new is here',
    title: "Announcement",
    preheader: "Something new is here, and we think you will love it.",
    kicker: "Announcement",
    heading: "Introducing something new",
    greeting: `Hi ${firstNameOrFallback("en")},`,
    intro:
      'We have been working on this for months, and today it is ready for you. Here is what it means for {{ contact.company | default: "your team" }}:',
    points: [
      { title: "Simpler", text: "Fewer steps for the work you do every day." },
      { title: "Faster", text: "Results in seconds, not minutes." },
      { title: "Included", text: "Available on your plan today, at no extra cost." },
    ],
    cta: "See what's new",
    questions: "Questions? Just reply to this email, we read every message.",
  },
  de: {
    name: "Ankündigung",
    description:
      "Eine große Nachricht: ein farbiges Banner, eine kurze Erklärung, die wichtigsten Punkte und ein Button.",
    subject: 'Große Neuigkeiten, {{ firstName | default: "zusammen" }}: Etwas Neues ist da',
    title: "Ankündigung",
    preheader: "Etwas Neues ist da, und wir glauben, es wird Ihnen gefallen.",
    kicker: "Ankündigung",
    heading: "Wir stellen vor: etwas Neues",
    greeting: `Hallo ${firstNameOrFallback("de")},`,
    intro:
      'Wir haben monatelang daran gearbeitet, und heute ist es für Sie bereit. Das bedeutet es für {{ contact.company | default: "Ihr Team" }}:',
    points: [
      { title: "Einfacher", text: "Weniger Schritte für Ihre tägliche Arbeit." },
      { title: "Schneller", text: "Ergebnisse in Sekunden statt Minuten." },
      { title: "Inklusive", text: "Ab heute in Ihrem Tarif enthalten, ohne Aufpreis." },
    ],
    cta: "Neuigkeiten ansehen",
    questions: "Fragen? Antworten Sie einfach auf diese E-Mail, wir lesen jede Nachricht.",
  },
  fr: {
    name: "Annonce",
    description: "Un seul grand message : une bannière colorée, une courte explication, les points clés et un bouton.",
    subject: 'Grande nouvelle, {{ firstName | default: "à tous" }} : quelque chose de nouveau est arrivé',
    title: "Annonce",
    preheader: "Quelque chose de nouveau est arrivé, et nous pensons que vous allez l'adorer.",
    kicker: "Annonce",
    heading: "Découvrez notre nouveauté",
    greeting: `Bonjour ${firstNameOrFallback("fr")},`,
    intro:
      "Nous y travaillons depuis des mois, et aujourd'hui c'est prêt pour vous. Voici ce que cela change pour {{ contact.company | default: \"votre équipe\" }} :",
    points: [
      { title: "Plus simple", text: "Moins d'étapes pour votre travail de tous les jours." },
      { title: "Plus rapide", text: "Des résultats en quelques secondes, pas en minutes." },
      { title: "Inclus", text: "Disponible dès aujourd'hui dans votre offre, sans frais supplémentaires." },
    ],
    cta: "Voir les nouveautés",
    questions: "Des questions ? Répondez simplement à cet e-mail, nous lisons chaque message.",
  },
  es: {
    name: "Anuncio",
    description: "Un gran mensaje: un banner de color, una breve explicación, los puntos clave y un botón.",
    subject: 'Grandes noticias, {{ firstName | default: "a todos" }}: hay algo nuevo',
    title: "Anuncio",
    preheader: "Hay algo nuevo y creemos que le encantará.",
    kicker: "Anuncio",
    heading: "Le presentamos algo nuevo",
    greeting: `Hola ${firstNameOrFallback("es")}:`,
    intro:
      'Llevamos meses trabajando en esto y hoy está listo para usted. Esto es lo que significa para {{ contact.company | default: "su equipo" }}:',
    points: [
      { title: "Más sencillo", text: "Menos pasos para el trabajo de cada día." },
      { title: "Más rápido", text: "Resultados en segundos, no en minutos." },
      { title: "Incluido", text: "Disponible hoy en su plan, sin coste adicional." },
    ],
    cta: "Ver las novedades",
    questions: "¿Preguntas? Responda a este correo, leemos todos los mensajes.",
  },
};

export function announcementStarter(locale: Locale) {
  const t = ANNOUNCEMENT_TEXTS[locale];
  const [first, second, third] = t.points;
  return starterIn(locale, "announcement", t, {
    accent: ACCENT,
    canvas: "#ecfdf5",
    body: `        <tr>
          <td class="card">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
              <tr>
                <td align="center" style="background-color: ${ACCENT}; border-radius: 8px 8px 0 0; padding: 40px 24px; font-family: Helvetica, Arial, sans-serif; color: #ffffff;">
                  <p style="margin: 0 0 8px 0; font-size: 13px; letter-spacing: 2px; text-transform: uppercase; color: #ccfbf1;">${t.kicker}</p>
                  <p style="margin: 0; font-size: 30px; line-height: 1.2; font-weight: bold; color: #ffffff;">${t.heading}</p>
                </td>
              </tr>
              <tr>
                <td class="content">
                  <p>${t.greeting}</p>
                  <p>${t.intro}</p>
                  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin: 0 0 24px 0;">
                    <tr>
                      <td class="stack" width="33%" valign="top" style="padding: 8px;"><strong>${first.title}</strong><br><span class="muted">${first.text}</span></td>
                      <td class="stack" width="33%" valign="top" style="padding: 8px;"><strong>${second.title}</strong><br><span class="muted">${second.text}</span></td>
                      <td class="stack" width="33%" valign="top" style="padding: 8px;"><strong>${third.title}</strong><br><span class="muted">${third.text}</span></td>
                    </tr>
                  </table>
                  ${button(t.cta, "https://example.com")}
                  <p class="muted" style="margin: 24px 0 0 0;">${t.questions}</p>
                </td>
              </tr>
            </table>
          </td>
        </tr>`,
  });
}
