import { Fragment } from "react";

const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;

/** Text with its Liquid placeholders drawn as small chips naming the field (“firstName”). */
export function LiquidText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      <span
        key={`v${match.index}`}
        title={match[0]}
        className="mx-px rounded bg-brand-50 px-1 py-px font-mono text-[0.85em] text-brand-700 ring-1 ring-brand-200/70 ring-inset"
      >
        {match[1]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}

const SAMPLE: Record<string, string> = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  company: "Acme",
  "contact.firstName": "Jane",
  "contact.lastName": "Doe",
  "contact.email": "jane@example.com",
  "contact.company": "Acme",
  unsubscribeUrl: "#",
  preferencesUrl: "#",
};

/**
 * Fills placeholders with the sample contact's values (or their `default:`) for thumbnails, so a
 * card shows "Hi Jane" rather than template source. The real render happens on the server.
 */
export function withSampleValues(html: string) {
  return html.replace(
    /\{\{\s*([\w.]+)\s*(?:\|\s*default:\s*(["'])(.*?)\2)?[^}]*\}\}/g,
    (_, name: string, _quote, fallback?: string) => SAMPLE[name] ?? fallback ?? "",
  );
}
