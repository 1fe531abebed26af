import { describe, expect, it } from "vitest";
import { formatFigure } from "../../app/lib/format-number.ts";
import { counterBeforeOrMore, withJapaneseFigures } from "./japanese-figures.mjs";

describe("Japanese figures 'or more'", () => {
  const customers = formatFigure({ value: 10000, short: "letters", plus: true }, "ja");
  const countries = formatFigure({ value: 135, plus: true }, "ja");

  it("put 以上 after the counter, as Japanese writes them", () => {
    expect(counterBeforeOrMore(`${countries}か国、${customers}社のお客様`)).toBe(
      "135か国以上、1万社以上のお客様",
    );
    expect(counterBeforeOrMore(`${formatFigure({ value: 150, plus: true }, "ja")}人のチーム`)).toBe(
      "150人以上のチーム",
    );
  });

  it("leave a figure with no counter, and every other text, as it is", () => {
    expect(counterBeforeOrMore(`${formatFigure({ value: 100, plus: true }, "ja")}のアプリ`)).toBe(
      "100以上のアプリ",
    );
    expect(withJapaneseFigures({ a: ["以上です"], b: 3 })).toEqual({ a: ["以上です"], b: 3 });
  });
});
