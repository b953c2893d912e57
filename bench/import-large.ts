// `npm run bench import-large` (issue 18 part 4): the contact-import benchmark's 1,000,000-row file,
// uploaded through POST /imports (multipart, streamed) before the job imports it, against the same
// COPY ceiling in the same run. See bench/contact-import.ts for the options.
process.env.BENCH_VIA_API = "true";
await import("./contact-import");
export {};
