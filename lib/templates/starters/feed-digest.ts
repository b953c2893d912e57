import type { Locale } from "@/lib/i18n/locales";
import { starterIn, type StarterBasics } from "./email-layout";
import { firstNameOrFallback } from "./greeting";
import { headedCard } from "./headed-card";

// The digest of a feed campaign (docs/contract.md section 23): the feed's newest items, each with
// its image, title, date, summary and a link, from `feed.title` and `feed.items`.

const ACCENT = "#0f766e";

type DigestTexts = StarterBasics & {
  /** Header line; keeps `{{ team.name | default: "..." }}`. */
  companyFallback: string;
  /** Above the heading when the feed has no title. */
  kicker: string;
  heading: string;
  intro: string;
  readMore: string;
};

const DIGEST_TEXTS: Record<Locale, DigestTexts> = {
  en: {
    name: "Feed digest",
    description: "The newest posts of your blog or news feed, for a campaign built from a feed (RSS or Atom).",
    subject: '{{ feed.items.first.title | default: "Our latest posts" }}',
    title: "Latest posts",
    preheader: "The newest posts from our blog.",
    companyFallback: "Your company",
    kicker: "Latest posts",
    heading: `Hi ${firstNameOrFallback("en")}, here are our latest posts`,
    intro: "Fresh from the blog: what we have published since our last email.",
    readMore: "Read the post &rarr;",
  },
  de: {
    name: "Feed-Überblick",
    description: "Die neuesten Beiträge Ihres Blogs oder Newsfeeds, für eine Kampagne aus einem Feed (RSS oder Atom).",
    subject: '{{ feed.items.first.title | default: "Unsere neuesten Beiträge" }}',
    title: "Neueste Beiträge",
    preheader: "Die neuesten Beiträge aus unserem Blog.",
    companyFallback: "Ihr Unternehmen",
    kicker: "Neueste Beiträge",
    heading: `Hallo ${firstNameOrFallback("de")}, das sind unsere neuesten Beiträge`,
    intro: "Frisch aus dem Blog: was wir seit unserer letzten E-Mail veröffentlicht haben.",
    readMore: "Beitrag lesen &rarr;",
  },
  fr: {
    name: "Résumé du flux",
    description:
      "Les derniers articles de votre blog ou flux d'actualités, pour une campagne créée à partir d'un flux (RSS ou Atom).",
    subject: '{{ feed.items.first.title | default: "Nos derniers articles" }}',
    title: "Derniers articles",
    preheader: "Les derniers articles de notre blog.",
    companyFallback: "Votre entreprise",
    kicker: "Derniers articles",
    heading: `Bonjour ${firstNameOrFallback("fr")}, voici nos derniers articles`,
    intro: "Tout frais sur le blog : ce que nous avons publié depuis notre dernier e-mail.",
    readMore: "Lire l'article &rarr;",
  },
  es: {
    name: "Resumen del feed",
    description:
      "Las entradas más recientes de su blog o feed de noticias, para una campaña creada a partir de un feed (RSS o Atom).",
    subject: '{{ feed.items.first.title | default: "Nuestras últimas entradas" }}',
    title: "Últimas entradas",
    preheader: "Las entradas más recientes de nuestro blog.",
    companyFallback: "Su empresa",
    kicker: "Últimas entradas",
    heading: `Hola ${firstNameOrFallback("es")}, estas son nuestras últimas entradas`,
    intro: "Recién publicado en el blog: lo que hemos escrito desde nuestro último correo.",
    readMore: "Leer la entrada &rarr;",
  },
};

export function feedDigestStarter(locale: Locale) {
  const t = DIGEST_TEXTS[locale];
  return starterIn(locale, "feed-digest", t, {
    accent: ACCENT,
    body: headedCard(
      ACCENT,
      {
        company: t.companyFallback,
        kicker: `{{ feed.title | default: "${t.kicker}" }}`,
        heading: t.heading,
        intro: t.intro,
      },
      `
              {% for item in feed.items %}
              <tr>
                <td class="content">
                  {% if item.image %}<img src="{{ item.image }}" alt="" width="520" style="display: block; width: 100%; max-width: 520px; height: auto; border-radius: 6px; margin: 0 0 16px 0;">{% endif %}
                  <h2><a href="{{ item.link }}" style="color: #111827; text-decoration: none;">{{ item.title }}</a></h2>
                  {% if item.published %}<p class="muted" style="margin-bottom: 8px;">{{ item.published | date: "%Y-%m-%d" }}</p>{% endif %}
                  <p>{{ item.summary | strip_html | truncatewords: 60 }}</p>
                  <p style="margin: 0;"><a href="{{ item.link }}">${t.readMore}</a></p>
                </td>
              </tr>
              {% endfor %}`,
    ),
  });
}
