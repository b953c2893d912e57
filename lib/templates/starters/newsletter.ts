import type { Locale } from "@/lib/i18n/locales";
import { button, starterIn, type StarterBasics } from "./email-layout";
import { firstNameOrFallback } from "./greeting";
import { headedCard } from "./headed-card";

const ACCENT = "#4f46e5";

/** Every word of the newsletter starter; the markup is the same in every language. */
type NewsletterTexts = StarterBasics & {
  /** Header line; keeps `{{ team.name | default: "..." }}`. */
  companyFallback: string;
  kicker: string;
  heading: string;
  intro: string;
  stories: readonly { title: string; text: string }[];
  readMore: string;
  cta: string;
};

const NEWSLETTER_TEXTS: Record<Locale, NewsletterTexts> = {
  en: {
    name: "Newsletter",
    description: "A monthly digest: a header, an introduction, three stories and a call to action.",
    subject: '{{ firstName | default: "Hi" }}, here is what\'s new this month',
    title: "Monthly newsletter",
    preheader: "Three things we shipped this month, and what comes next.",
    companyFallback: "Your company",
    kicker: "Monthly newsletter",
    heading: `Hi ${firstNameOrFallback("en")}, here is what's new`,
    intro: "Every month we gather the updates that matter most to you. Here are this month's highlights.",
    stories: [
      {
        title: "A faster dashboard",
        text: "Pages now load twice as fast, and your reports refresh in the background while you work.",
      },
      {
        title: "New integrations",
        text: "Connect your favourite tools in a couple of clicks and keep your data in sync automatically.",
      },
      {
        title: "Tips from the team",
        text: "Our support team shares five small habits that save our customers an hour every week.",
      },
    ],
    readMore: "Read more &rarr;",
    cta: "Explore what's new",
  },
  de: {
    name: "Newsletter",
    description: "Ein monatlicher Überblick: Kopfzeile, Einleitung, drei Beiträge und ein Aufruf zum Handeln.",
    subject: '{{ firstName | default: "Hallo" }}, das ist neu in diesem Monat',
    title: "Monatlicher Newsletter",
    preheader: "Drei Neuerungen aus diesem Monat und was als Nächstes kommt.",
    companyFallback: "Ihr Unternehmen",
    kicker: "Monatlicher Newsletter",
    heading: `Hallo ${firstNameOrFallback("de")}, das ist neu`,
    intro:
      "Jeden Monat stellen wir die Neuigkeiten zusammen, die für Sie am wichtigsten sind. Hier sind die Höhepunkte dieses Monats.",
    stories: [
      {
        title: "Ein schnelleres Dashboard",
        text: "Seiten laden jetzt doppelt so schnell, und Ihre Berichte werden im Hintergrund aktualisiert, während Sie arbeiten.",
      },
      {
        title: "Neue Integrationen",
        text: "Verbinden Sie Ihre Lieblingstools mit wenigen Klicks und halten Sie Ihre Daten automatisch synchron.",
      },
      {
        title: "Tipps aus dem Team",
        text: "Unser Support-Team verrät fünf kleine Gewohnheiten, die unseren Kunden jede Woche eine Stunde sparen.",
      },
    ],
    readMore: "Weiterlesen &rarr;",
    cta: "Neuigkeiten entdecken",
  },
  fr: {
    name: "Newsletter",
    description: "Un récapitulatif mensuel : un en-tête, une introduction, trois articles et un appel à l'action.",
    subject: '{{ firstName | default: "Bonjour" }}, voici les nouveautés du mois',
    title: "Newsletter mensuelle",
    preheader: "Trois nouveautés livrées ce mois-ci, et la suite.",
    companyFallback: "Votre entreprise",
    kicker: "Newsletter mensuelle",
    heading: `Bonjour ${firstNameOrFallback("fr")}, voici les nouveautés`,
    intro:
      "Chaque mois, nous rassemblons les nouveautés qui comptent le plus pour vous. Voici les temps forts de ce mois-ci.",
    stories: [
      {
        title: "Un tableau de bord plus rapide",
        text: "Les pages se chargent deux fois plus vite et vos rapports se mettent à jour en arrière-plan pendant que vous travaillez.",
      },
      {
        title: "De nouvelles intégrations",
        text: "Connectez vos outils préférés en quelques clics et gardez vos données synchronisées automatiquement.",
      },
      {
        title: "Les conseils de l'équipe",
        text: "Notre équipe support partage cinq petites habitudes qui font gagner une heure par semaine à nos clients.",
      },
    ],
    readMore: "Lire la suite &rarr;",
    cta: "Découvrir les nouveautés",
  },
  es: {
    name: "Boletín",
    description: "Un resumen mensual: un encabezado, una introducción, tres noticias y una llamada a la acción.",
    subject: '{{ firstName | default: "Hola" }}, estas son las novedades del mes',
    title: "Boletín mensual",
    preheader: "Tres novedades que lanzamos este mes y lo que viene después.",
    companyFallback: "Su empresa",
    kicker: "Boletín mensual",
    heading: `Hola ${firstNameOrFallback("es")}, estas son las novedades`,
    intro: "Cada mes reunimos las novedades que más le importan. Estos son los aspectos más destacados de este mes.",
    stories: [
      {
        title: "Un panel más rápido",
        text: "Las páginas cargan ahora el doble de rápido y sus informes se actualizan en segundo plano mientras trabaja.",
      },
      {
        title: "Nuevas integraciones",
        text: "Conecte sus herramientas favoritas en un par de clics y mantenga sus datos sincronizados automáticamente.",
      },
      {
        title: "Consejos del equipo",
        text: "Nuestro equipo de soporte comparte cinco pequeños hábitos que ahorran a nuestros clientes una hora cada semana.",
      },
    ],
    readMore: "Leer más &rarr;",
    cta: "Descubrir las novedades",
  },
};

const story = (title: string, text: string, readMore: string) => `
              <tr>
                <td class="content" style="padding-top: 0;">
                  <h2>${title}</h2>
                  <p>${text}</p>
                  <p style="margin: 0;"><a href="https://example.com/blog">${readMore}</a></p>
                </td>
              </tr>`;

export function newsletterStarter(locale: Locale) {
  const t = NEWSLETTER_TEXTS[locale];
  const [first, second, third] = t.stories;
  return starterIn(locale, "newsletter", t, {
    accent: ACCENT,
    body: headedCard(
      ACCENT,
      { company: t.companyFallback, kicker: t.kicker, heading: t.heading, intro: t.intro },
      `
              <tr><td style="height: 24px; font-size: 0; line-height: 0;">&nbsp;</td></tr>${story(first.title, first.text, t.readMore)}
              <tr><td style="height: 24px; font-size: 0; line-height: 0;">&nbsp;</td></tr>${story(second.title, second.text, t.readMore)}
              <tr><td style="height: 24px; font-size: 0; line-height: 0;">&nbsp;</td></tr>${story(third.title, third.text, t.readMore)}
              <tr>
                <td class="content" align="left">
                  ${button(t.cta, "https://example.com")}
                </td>
              </tr>`,
    ),
  });
}
