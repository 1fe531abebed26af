import { describe, expect, it } from "vitest";
import { parseJsonFile, UnreadableFile } from "./unreadable.mjs";

const reading = (raw: string) => {
  try {
    parseJsonFile("content/x.json", raw);
  } catch (error) {
    return error as UnreadableFile;
  }
  throw new Error("it was read");
};

describe("a JSON file that cannot be read", () => {
  it("is named with the line a comma is missing at, not the line JSON stopped at", () => {
    const error = reading('{\n  "a": 1\n  "b": 2\n}\n');
    expect(error).toBeInstanceOf(UnreadableFile);
    expect(error.message).toBe(
      "content/x.json, line 2, column 9: cannot be read: Expected ',' or '}' after property value",
    );
  });

  it("is named with its last line when it stops short", () => {
    expect(reading('{\n  "a": [1,\n').message).toMatch(/^content\/x\.json, line 2, column \d+: /);
  });

  it("is read as ever when it is fine", () => {
    expect(parseJsonFile("content/x.json", '{"a": 1}')).toEqual({ a: 1 });
  });
});
