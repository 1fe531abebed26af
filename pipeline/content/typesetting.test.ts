import { describe, expect, it } from "vitest";
import { isolateLatinRuns, LTR_ISOLATE, POP_ISOLATE } from "./latin-isolates.mjs";
import { hyphenateGerman, SOFT_HYPHEN, withSoftHyphens } from "./soft-hyphens.mjs";

const shown = (text: string) =>
  text.replaceAll(SOFT_HYPHEN, "·").replaceAll(LTR_ISOLATE, "<").replaceAll(POP_ISOLATE, ">");

describe("German soft hyphens", () => {
  it("breaks long words at their syllables and leaves the text as it reads", () => {
    const text = "Die Vertriebspipeline und Nutzungsbedingungen";
    const hyphenated = hyphenateGerman(text);
    expect(shown(hyphenated)).toBe("Die Ver·triebs·pipe·line und Nut·zungs·be·din·gun·gen");
    expect(hyphenated.replaceAll(SOFT_HYPHEN, "")).toBe(text);
  });

  it("leaves blanks, short words, names set in their own case and words already marked", () => {
    for (const text of [
      "Öffnen Sie {apiKeyLocation}",
      "{{site.figures.customers}} Kunden",
      "Mit GitHub und PagerDuty",
      `Daten${SOFT_HYPHEN}schutzerklärung`,
    ])
      expect(hyphenateGerman(text)).toBe(text);
  });

  it("reaches every string of a file's words, keeping its shape", () => {
    expect(withSoftHyphens({ a: ["Teamzusammenarbeit"], b: { c: 3, d: null } })).toEqual({
      a: [
        `Team${SOFT_HYPHEN}zu${SOFT_HYPHEN}sam${SOFT_HYPHEN}men${SOFT_HYPHEN}ar${SOFT_HYPHEN}beit`,
      ],
      b: { c: 3, d: null },
    });
  });
});

describe("Hebrew's Latin runs", () => {
  it("isolates each run, a legal form's period inside and a sentence's outside", () => {
    expect(shown(isolateLatinRuns("© {year} Flowboard, Inc. שומרת על כל הזכויות."))).toBe(
      "© {year} <Flowboard, Inc.> שומרת על כל הזכויות.",
    );
    expect(shown(isolateLatinRuns("השתמשו ב-Slack. ה-Work OS שלכם"))).toBe(
      "השתמשו ב-<Slack>. ה-<Work OS> שלכם",
    );
  });

  it("leaves text with no Hebrew, blanks and text already isolated", () => {
    expect(isolateLatinRuns("Flowboard, Inc.")).toBe("Flowboard, Inc.");
    expect(shown(isolateLatinRuns("{stages} שלבים"))).toBe("{stages} שלבים");
    const done = isolateLatinRuns("ב-LinkedIn");
    expect(isolateLatinRuns(done)).toBe(done);
  });
});
