// @vitest-environment node
import { describe, expect, it } from "vitest";
import { field, prepareIndex, search } from "../../app/lib/search/search.ts";
import {
  markGermanCompounds,
  markJapaneseWords,
  SHORTEST_PART,
  vocabularyOf,
  WORD_START,
} from "./search-words.mjs";

// Fixtures of the tokenizer's own: the site's words are the built index's (site-search.spec.ts).
const shown = (text) => text.replaceAll(WORD_START, "|");

describe("Japanese words, split at build with Intl.Segmenter", () => {
  it("marks where each word starts inside a run with no spaces, and changes nothing else", () => {
    const phrase = "ワークフローの自動化で権限を管理します。";
    const marked = markJapaneseWords(phrase);
    expect(marked.replaceAll(WORD_START, "")).toBe(phrase);
    const words = new Intl.Segmenter("ja", { granularity: "word" });
    // Every word the segmenter finds after another word starts at a mark.
    let at = 0;
    let afterWord = false;
    for (const { segment, isWordLike } of words.segment(phrase)) {
      const before = marked.replaceAll(WORD_START, "").slice(0, at);
      if (isWordLike && afterWord) expect(shown(marked), segment).toContain(`|${segment}`);
      at += segment.length;
      afterWord = Boolean(isWordLike);
      expect(before.length).toBeLessThanOrEqual(at);
    }
    // No mark after punctuation or at the start: a word starts there anyway.
    expect(marked.startsWith(WORD_START)).toBe(false);
    expect(marked).not.toContain(`。${WORD_START}`);
  });

  it("lets a search find a word inside a phrase, and not a word's middle", () => {
    const index = prepareIndex({
      version: 1,
      pages: [
        {
          path: "/ja/a",
          title: "A",
          sections: [
            { anchor: "", heading: "見出し", text: markJapaneseWords("ワークフロー自動化の設定") },
          ],
        },
      ],
    });
    const segments = [...new Intl.Segmenter("ja", { granularity: "word" }).segment("自動化")];
    const first = segments[0]?.segment ?? "";
    expect(search(index, first)).toHaveLength(1);
    expect(search(index, "ワークフロー")).toHaveLength(1);
    // "ークフロー" starts inside a word.
    expect(search(index, "ークフロー")).toHaveLength(0);
    const [result] = search(index, first);
    expect(result?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual([first]);
    // The marks never reach what a visitor reads.
    expect(result?.excerpt.map((part) => part.text).join("")).not.toContain(WORD_START);
  });
});

describe("German compounds, found by their parts", () => {
  const vocabulary = vocabularyOf(["Die Pipeline zeigt jeden Deal.", "Eine Ansicht"]);

  it("takes the words of the pages, without soft hyphens, of four letters or more", () => {
    expect(vocabularyOf(["Ver\u00ADtriebs\u00ADpipe\u00ADline und Deal"])).toEqual(
      new Set(["vertriebspipeline", "deal"]),
    );
    expect(SHORTEST_PART).toBe(4);
  });

  it("marks a part that is a word of the pages, at the syllables, and drops the soft hyphens", () => {
    const text = "Die Ver\u00ADtriebs\u00ADpipe\u00ADline im Blick";
    expect(shown(markGermanCompounds(text, vocabulary))).toBe("Die Vertriebs|pipeline im Blick");
    // A syllable that is no word of the pages starts nothing ("triebs", "line").
    expect(shown(markGermanCompounds("Pipe\u00ADline\u00ADan\u00ADsicht", vocabulary))).toBe(
      "Pipeline|ansicht",
    );
    expect(markGermanCompounds("Deal", vocabulary)).toBe("Deal");
  });

  it("lets “Pipeline” find “Vertriebspipeline” and highlight the part", () => {
    const marked = markGermanCompounds("Ihre Ver\u00ADtriebs\u00ADpipe\u00ADline", vocabulary);
    const index = prepareIndex({
      version: 1,
      pages: [
        { path: "/de/x", title: "X", sections: [{ anchor: "", heading: "Y", text: marked }] },
      ],
    });
    const [result] = search(index, "Pipeline");
    expect(result?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual([
      "pipeline",
    ]);
    expect(search(index, "line")).toHaveLength(0);
  });
});

describe("a field of the index", () => {
  it("keeps the places of the marks and shows the text without them", () => {
    const f = field(`ab${WORD_START}cd${WORD_START}ef`);
    expect(f.text).toBe("abcdef");
    expect([...f.starts]).toEqual([2, 4]);
  });
});

describe("a German compound with no soft hyphens (a page's title)", () => {
  it("is cut at the same patterns' syllables", () => {
    const vocabulary = vocabularyOf(["Pipeline"]);
    expect(shown(markGermanCompounds("Ihre Vertriebspipeline", vocabulary))).toBe(
      "Ihre Vertriebs|pipeline",
    );
  });
});
