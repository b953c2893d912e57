import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { checkMessage } from "@/components/checks/check-message";
import { messagesFor } from "@/lib/i18n/messages";
import type { PreSendCheck } from "@/lib/queries/checks";

// The pre-send check panel shows each check's message in the reader's language, chosen from the
// check's id, status and details (the API's message is English): here, German.

type Check = PreSendCheck["checks"][number];
const german = createTranslator({ locale: "de", messages: messagesFor("de"), namespace: "checks" });
const say = (check: Omit<Check, "message">) =>
  checkMessage(german as unknown as Parameters<typeof checkMessage>[0], { message: "English", ...check } as Check);

describe("pre-send check messages in German", () => {
  it("words every check from its id, status and details", () => {
    expect(say({ id: "spam_score", status: "fail", details: { score: 7.2, rules: [] } })).toBe(
      "Spam-Wert 7,2 (ab 5 landet die Mail wahrscheinlich im Spam)",
    );
    expect(say({ id: "spam_score", status: "warn" })).toBe("Die Spam-Prüfung ist gerade nicht erreichbar");
    expect(
      say({
        id: "links",
        status: "fail",
        details: { checked: 2, total: 2, broken: [{ url: "https://x.test/a", status: 404, error: null }] },
      }),
    ).toBe("Defekte Links: https://x.test/a (404)");
    expect(say({ id: "links", status: "pass", details: { checked: 3, total: 3, broken: [] } })).toBe(
      "Alle 3 Links antworten",
    );
    expect(
      say({
        id: "variables",
        status: "fail",
        details: { variables: [{ name: "firstName", recipients: 12, unknown: false }], recipients: 12 },
      }),
    ).toBe(
      '12 Empfänger bekämen ein leeres {{ firstName }}: Geben Sie einen Standardwert an, z. B. {{ firstName | default: "…" }}',
    );
    expect(say({ id: "size", status: "warn", details: { bytes: 153_600, limit: 104_448 } })).toBe(
      "Das HTML ist 150 KB groß: Gmail kürzt Nachrichten über 102 KB",
    );
    expect(say({ id: "plain_text", status: "warn" })).toBe("Die Nachricht hat keinen Nur-Text-Teil");
    expect(say({ id: "images", status: "warn", details: { images: 1, words: 4 } })).toBe(
      "1 Bild und nur 4 Wörter Text: Ergänzen Sie Text neben den Bildern",
    );
    expect(say({ id: "authentication", status: "warn", details: { domain: "acme.test" } })).toBe(
      "acme.test ist keine bestätigte Versanddomain: Mails von dort werden nicht mit DKIM signiert",
    );
    expect(say({ id: "unsubscribe", status: "fail" })).toBe(
      "Der Inhalt hat keinen Abmelde- oder Einstellungslink: Fügen Sie {{ unsubscribeUrl }} ein",
    );
  });
});
