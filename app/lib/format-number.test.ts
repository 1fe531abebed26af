import { describe, expect, it } from "vitest";
import site from "../../content/site.json";
import {
  type Figure,
  formatCount,
  formatFigure,
  formatOneDecimal,
  formatPercent,
  formatUsd,
  isFigure,
} from "./format-number";

// Hebrew's formats carry right-to-left marks (U+200F) around the sign; shown here as \u200f.
const rlm = "\u200f";

describe("formatCount", () => {
  it("groups digits and writes decimals as each language does", () => {
    expect(formatCount(25000, "en")).toBe("25,000");
    expect(formatCount(25000, "de")).toBe("25.000");
    expect(formatCount(25000, "ja")).toBe("25,000");
    expect(formatCount(25000, "he")).toBe("25,000");
    expect(formatCount(2.5, "en")).toBe("2.5");
    expect(formatCount(2.5, "de")).toBe("2,5");
  });

  it("reads the page's language when none is given (English in Node)", () => {
    expect(formatCount(1000)).toBe("1,000");
  });
});

describe("formatOneDecimal", () => {
  it("keeps one decimal, with the language's decimal sign", () => {
    expect(formatOneDecimal(4.8, "en")).toBe("4.8");
    expect(formatOneDecimal(5, "en")).toBe("5.0");
    expect(formatOneDecimal(4.8, "de")).toBe("4,8");
    expect(formatOneDecimal(4.8, "ja")).toBe("4.8");
    expect(formatOneDecimal(4.8, "he")).toBe("4.8");
  });
});

describe("formatPercent", () => {
  it("takes the number of hundredths and writes the sign where the language puts it", () => {
    expect(formatPercent(99.9, "en")).toBe("99.9%");
    expect(formatPercent(99.9, "de")).toBe("99,9\u00a0%");
    expect(formatPercent(99.9, "ja")).toBe("99.9%");
    expect(formatPercent(99.9, "he")).toBe("99.9%");
  });
});

describe("formatUsd", () => {
  it("keeps US dollars in every language, grouped and placed per language", () => {
    expect(formatUsd(1200, "en")).toBe("$1,200");
    expect(formatUsd(1200, "de")).toBe("1.200\u00a0$");
    expect(formatUsd(1200, "ja")).toBe("$1,200");
    expect(formatUsd(1200, "he")).toBe(`${rlm}1,200\u00a0${rlm}$`);
    expect(formatUsd(0, "en")).toBe("$0");
  });
});

describe("formatFigure", () => {
  it("writes a length of time in each language, as the privacy page names its periods", () => {
    const year = { value: 1, unit: "year" } as const;
    const days = { value: 30, unit: "day" } as const;
    expect([year, days].map((period) => formatFigure(period, "en"))).toEqual(["1 year", "30 days"]);
    expect([year, days].map((period) => formatFigure(period, "de"))).toEqual(["1 Jahr", "30 Tage"]);
    expect(formatFigure({ value: 2, unit: "year" }, "he")).toBe("2 שנים");
    expect(formatFigure(days, "ja")).toBe("30 日");
  });

  const customers = { value: 10000, short: "letters", plus: true } as const;
  const installs = { value: 1_000_000, short: "words" } as const;
  const funding = { value: 10_000_000, unit: "usd", short: "letters" } as const;

  it("writes the site's figures in English as they always read", () => {
    expect(formatFigure({ value: 10000, plus: true }, "en")).toBe("10,000+");
    expect(formatFigure(customers, "en")).toBe("10K+");
    expect(formatFigure(installs, "en")).toBe("1 million");
    expect(formatFigure(funding, "en")).toBe("$10M");
    expect(formatFigure({ value: 99.9, unit: "percent" }, "en")).toBe("99.9%");
  });

  it("writes them in German", () => {
    expect(formatFigure({ value: 10000, plus: true }, "de")).toBe("10.000+");
    expect(formatFigure(customers, "de")).toBe("10.000+");
    expect(formatFigure(installs, "de")).toBe("1 Million");
    expect(formatFigure(funding, "de")).toBe("10\u00a0Mio.\u00a0$");
    expect(formatFigure({ value: 99.9, unit: "percent" }, "de")).toBe("99,9\u00a0%");
  });

  it("writes them in Japanese, in its own units, one form for ten thousand and for 'or more'", () => {
    expect(formatFigure({ value: 10000, plus: true }, "ja")).toBe("1万以上");
    expect(formatFigure(customers, "ja")).toBe("1万以上");
    expect(formatFigure({ value: 135, plus: true }, "ja")).toBe("135以上");
    expect(formatFigure(installs, "ja")).toBe("100万");
    expect(formatFigure({ value: 12_345_678, short: "letters" }, "ja")).toBe("1,235万");
  });

  it("writes money in Japanese as an amount in 万 and the currency's name, not '$1000万'", () => {
    expect(formatFigure(funding, "ja")).toBe("1,000万米ドル");
    expect(formatFigure({ ...funding, value: 250_000_000 }, "ja")).toBe("2.5億米ドル");
  });

  it("writes them in Hebrew, counts in digits with '+' after them, millions in words", () => {
    expect(formatFigure({ value: 10000, plus: true }, "he")).toBe("10,000+");
    expect(formatFigure(customers, "he")).toBe("10,000+");
    expect(formatFigure({ value: 135, plus: true }, "he")).toBe("135+");
    expect(formatFigure(installs, "he")).toBe(`${rlm}1 מיליון`);
    expect(formatFigure(funding, "he")).toBe(`${rlm}10 מיליון דולר אמריקאי`);
  });

  /*
   * Every figure content/site.json holds, whatever numbers an editor types there: one form
   * per language, read from the content rather than copied into the test.
   */
  const siteFigures = Object.entries(site.figures) as [string, Figure][];
  const latinLetter = /\p{Script=Latin}/u;

  it("writes every figure of the site in Japanese with no Latin letter and 以上 for 'or more'", () => {
    for (const [name, figure] of siteFigures) {
      const written = formatFigure(figure, "ja");
      expect(written, name).not.toMatch(latinLetter);
      expect(written, name).not.toMatch(/[$+]/);
      if (figure.plus) expect(written, name).toMatch(/以上$/);
      if (figure.value >= 10_000) expect(written, name).toMatch(/[万億]/);
      // Digits before 万 are grouped: "1,000万", never "1000万".
      expect(written, name).not.toMatch(/\d{4}[万億]/);
    }
  });

  it("writes every count of the site in Hebrew in one form: its digits, then '+'", () => {
    for (const [name, figure] of siteFigures) {
      const written = formatFigure(figure, "he");
      expect(written, name).not.toMatch(latinLetter);
      expect(written, name).not.toContain("אלף");
      if (figure.plus && !figure.unit && figure.short !== "words")
        expect(written, name).toBe(`${formatCount(figure.value, "he")}+`);
    }
  });

  it("tells a figure from a record of facts", () => {
    expect(isFigure(customers)).toBe(true);
    expect(isFigure({ value: 3, label: "three" })).toBe(false);
    expect(isFigure({ value: "3" })).toBe(false);
    expect(isFigure(null)).toBe(false);
  });
});
