import { newsletterHtml } from "./newsletter-html";

// Where one campaign message's CPU goes, step by step, in process (no database, no SMTP): the
// send-pipeline bench's newsletter rendered with Liquid for a contact, tracking added (six signed
// click URLs, the pixel), the whole prepareMessage step, and nodemailer's MailComposer building the
// finished MIME message, which the plain-nodemailer ceiling of send-pipeline pays as well.
//   BENCH_MESSAGES  messages per step (default 3,000, after 300 of warm-up)

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 3_000);
process.env.DATA_DIR ??= "/tmp/sendwell-message-costs";
const { buildRenderContext, compileTemplate, renderCompiledTemplate } = await import("@/lib/mail/render");
const { prepareMessage } = await import("@/lib/mail/prepare-message");
const { addTracking } = await import("@/lib/tracking/tokens/add-tracking");
const { clickUrl } = await import("@/lib/tracking/tokens/tracking-tokens");
const { unsubscribeUrl } = await import("@/lib/mail/unsubscribe-token");
const MailComposer = (await import("nodemailer/lib/mail-composer")).default;

const compiled = compileTemplate({
  subject: "{{ firstName }}, your weekly digest from {{ company }}",
  html: newsletterHtml(),
});
const contact = {
  id: "cbenchcontact000000000000",
  email: "reader1@example.com",
  firstName: "Anna",
  lastName: "Reader1",
  company: "Company 1",
  city: "Paris",
  metadata: { plan: "pro", points: 3 },
};
const unsubscribe = unsubscribeUrl(contact.id);
const rendered = renderCompiledTemplate(
  compiled,
  buildRenderContext({ contact: contact as never, unsubscribeUrl: unsubscribe }),
);
const tracked = addTracking({ html: rendered.html, emailId: "cbenchemail", unsubscribeUrl: unsubscribe });

async function perMessage(label: string, step: (n: number) => unknown) {
  for (let n = 0; n < 300; n += 1) await step(n);
  const started = performance.now();
  for (let n = 0; n < MESSAGES; n += 1) await step(n);
  const micros = ((performance.now() - started) / MESSAGES) * 1000;
  console.log(`${label.padEnd(40)} ${micros.toFixed(0).padStart(5)} µs/message`);
}

console.log(`message-costs: ${rendered.html.length} bytes of HTML once rendered, ${MESSAGES} messages per step`);
await perMessage("render (Liquid, compiled once)", () =>
  renderCompiledTemplate(compiled, buildRenderContext({ contact: contact as never, unsubscribeUrl: unsubscribe })),
);
await perMessage("tracking (links and pixel)", (n) =>
  addTracking({ html: rendered.html, emailId: `e${n}`, unsubscribeUrl: unsubscribe }),
);
await perMessage("  of which 6 signed click URLs", (n) => {
  for (let link = 0; link < 6; link += 1) clickUrl(`e${n}`, `https://news.example.com/stories/${link}`);
});
await perMessage("prepareMessage (tracking, headers)", (n) =>
  prepareMessage({
    emailId: `e${n}`,
    html: rendered.html,
    text: rendered.text,
    from: "News <news@bench.test>",
    contactId: contact.id,
    unsubscribeHeaders: true,
    trackOpens: true,
    trackClicks: true,
    unsubscribeUrl: unsubscribe,
  }),
);
// Campaigns track the links of a template once (compile-template.ts clickTracked) when its hrefs
// are static; the newsletter's carry the contact's id, so a variant without it is timed here.
const staticLinks = compileTemplate({
  subject: "{{ firstName }}, your weekly digest from {{ company }}",
  html: newsletterHtml().replaceAll("&amp;ref={{ contact.id }}", ""),
});
const clickTracked = staticLinks.clickTracked()!;
await perMessage("render + tracking after (static links)", (n) =>
  addTracking({
    html: renderCompiledTemplate(
      staticLinks,
      buildRenderContext({ contact: contact as never, unsubscribeUrl: unsubscribe }),
    ).html,
    emailId: `e${n}`,
    unsubscribeUrl: unsubscribe,
  }),
);
await perMessage("render, links tracked in the template", (n) =>
  renderCompiledTemplate(staticLinks, buildRenderContext({ contact: contact as never, unsubscribeUrl: unsubscribe }), {
    tracked: clickTracked,
    urls: clickTracked.urls.map((url) => clickUrl(`e${n}`, url)),
  }),
);
await perMessage("MIME build (MailComposer, ceiling too)", () =>
  new MailComposer({
    from: "News <news@bench.test>",
    to: contact.email,
    subject: rendered.subject,
    html: tracked,
    text: rendered.text ?? undefined,
    textEncoding: "quoted-printable",
  })
    .compile()
    .build(),
);
