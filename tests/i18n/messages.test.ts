import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { LOCALES, localeFromAcceptLanguage } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";

type Tree = { [key: string]: string | Tree };

/** "profile.picture.title" -> message, for every leaf. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") leaves.set(path, value);
    else for (const [leaf, message] of flatten(value, path)) leaves.set(leaf, message);
  }
  return leaves;
}

/** The arguments and tags a message uses ({name}, {count, plural}, <strong>), which every language must keep. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const english = flatten(messagesFor("en") as unknown as Tree);

describe("message files", () => {
  it.each(LOCALES.filter((locale) => locale !== "en"))("%s has every English key and no other", (locale) => {
    const translated = flatten(messagesFor(locale) as unknown as Tree);
    const missing = [...english.keys()].filter((key) => !translated.has(key));
    const extra = [...translated.keys()].filter((key) => !english.has(key));
    expect({ locale, missing, extra }).toEqual({ locale, missing: [], extra: [] });
  });

  it.each(LOCALES)("every %s message parses and keeps the English arguments", (locale) => {
    const translated = flatten(messagesFor(locale) as unknown as Tree);
    const problems: string[] = [];
    for (const [key, message] of translated) {
      if (message.trim() === "") problems.push(`${key}: empty`);
      let elements: MessageFormatElement[];
      try {
        elements = parse(message);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
        continue;
      }
      const wanted = [...argumentsOf(parse(english.get(key) ?? ""))].sort();
      const used = [...argumentsOf(elements)].sort();
      if (wanted.join() !== used.join())
        problems.push(`${key}: uses ${used.join(", ") || "nothing"}, English uses ${wanted.join(", ") || "nothing"}`);
    }
    expect(problems).toEqual([]);
  });

  it("formats plurals and template variables per language", () => {
    const german = createTranslator({ locale: "de", messages: messagesFor("de"), namespace: "defaults" });
    expect(german("timezone.count", { count: 1 })).toBe("1 Zeitzone");
    expect(german("timezone.count", { count: 1234 })).toBe("1.234 Zeitzonen");
    expect(
      createTranslator({ locale: "fr", messages: messagesFor("fr"), namespace: "defaults" })("timezone.count", {
        count: 1234,
      }),
    ).toBe("1\u202f234 fuseaux horaires");
    expect(german("emails.inviteHint")).toContain("Ohne {{ inviteUrl }} wird der Link");
  });
});

describe("the browser's language", () => {
  it("picks the best supported language of Accept-Language", () => {
    expect(localeFromAcceptLanguage("de-CH,de;q=0.9,en;q=0.8")).toBe("de");
    expect(localeFromAcceptLanguage("it-IT,it;q=0.9,fr;q=0.7,en;q=0.5")).toBe("fr");
    expect(localeFromAcceptLanguage("en;q=0.2, es-MX")).toBe("es");
    expect(localeFromAcceptLanguage("pt-BR, *;q=0.1")).toBeNull();
    expect(localeFromAcceptLanguage("fr;q=0, de;q=0.5")).toBe("de");
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});
