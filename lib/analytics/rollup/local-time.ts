// Local calendar month ("YYYY-MM") and hour of UTC instants in a time zone, as the team overview
// groups them. Every offset is a whole number of quarter hours, so one answer per UTC quarter
// hour is cached (the recorder asks for thousands of instants of the same few quarters).

const formatters = new Map<string, Intl.DateTimeFormat>();
const cache = new Map<string, { month: string; hour: string }>();
const CACHE_LIMIT = 50_000;

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function localMonthHour(at: Date, timeZone: string): { month: string; hour: string } {
  const quarter = Math.floor(at.getTime() / 900_000);
  const key = `${timeZone}|${quarter}`;
  let value = cache.get(key);
  if (!value) {
    const parts = formatter(timeZone).formatToParts(new Date(quarter * 900_000));
    const part = (type: string) => parts.find((candidate) => candidate.type === type)!.value;
    value = { month: `${part("year")}-${part("month")}`, hour: String(Number(part("hour"))) };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, value);
  }
  return value;
}
