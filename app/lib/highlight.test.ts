import { describe, expect, it } from "vitest";
import { sdkSample } from "~/content/developer-tools";
import { integrationApiSection } from "~/content/integrations";
import { highlight } from "./highlight";

const kinds = (code: string, language: "javascript" | "shell") =>
  highlight(code, language)
    .filter((token) => token.kind !== "plain")
    .map((token) => [token.kind, token.text]);

describe("highlight", () => {
  it("gives back the code exactly when the tokens are joined", () => {
    for (const { code, language } of [sdkSample.sample, integrationApiSection.sample]) {
      expect(
        highlight(code, language)
          .map((token) => token.text)
          .join(""),
      ).toBe(code);
    }
  });

  it("marks JavaScript comments, keywords, properties, calls, strings and numbers", () => {
    expect(
      kinds('// note\nconst item = await sdk.create({ boardId: "42", size: 3 });', "javascript"),
    ).toEqual([
      ["comment", "// note"],
      ["keyword", "const"],
      ["keyword", "await"],
      ["function", "create"],
      ["property", "boardId"],
      ["string", '"42"'],
      ["property", "size"],
      ["number", "3"],
    ]);
  });

  it("keeps words inside strings and comments whole", () => {
    expect(kinds('"const: await"', "javascript")).toEqual([["string", '"const: await"']]);
    expect(kinds("// await import()", "javascript")).toEqual([["comment", "// await import()"]]);
  });

  it("marks curl, its flags, quoted values and line comments in shell", () => {
    expect(kinds("# create\ncurl -X POST https://a.example -H \"A: b\" -d '{}'", "shell")).toEqual([
      ["comment", "# create"],
      ["keyword", "curl"],
      ["property", "-X"],
      ["property", "-H"],
      ["string", '"A: b"'],
      ["property", "-d"],
      ["string", "'{}'"],
    ]);
  });
});
