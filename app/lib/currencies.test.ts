import { describe, expect, it } from "vitest";
import { currencies, currencyOfSegment, pricedPath, withoutCurrency } from "./currencies.js";
import { formatPrice } from "./format-number";
import { locales } from "./locales.js";

describe("a page in a chosen currency", () => {
  it("is the page's path plus the currency's segment, and back", () => {
    for (const code of currencies) {
      const path = pricedPath("/de/pricing", code);
      expect(path).toBe(`/de/pricing/${code.toLowerCase()}`);
      expect(withoutCurrency(path)).toEqual({ path: "/de/pricing", currency: code });
      expect(withoutCurrency(`${path}/`)).toEqual({ path: "/de/pricing", currency: code });
    }
    expect(withoutCurrency("/pricing")).toEqual({ path: "/pricing", currency: undefined });
    expect(currencyOfSegment("EUR")).toBeUndefined();
    expect(currencyOfSegment("xyz")).toBeUndefined();
  });

  it("each language has a currency of its own among those a price is typed in", () => {
    expect(locales.map((locale) => [locale.code, locale.currency])).toEqual([
      ["en", "USD"],
      ["de", "EUR"],
      ["ja", "JPY"],
      ["he", "ILS"],
    ]);
  });
});

describe("formatPrice", () => {
  it("writes each currency as the page's language writes it", () => {
    expect(formatPrice(1234, "EUR", "de")).toBe("1.234\u00a0€");
    expect(formatPrice(1234, "JPY", "ja")).toBe("￥1,234");
    expect(formatPrice(1234, "USD", "en")).toBe("$1,234");
    expect(formatPrice(1234, "ILS", "he")).toContain("₪");
  });
});
