// @vitest-environment node
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.mjs";

describe("the leads' CSV", () => {
  it("quotes every field and doubles quotes, keeping commas and line breaks inside", () => {
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(new Date("2026-11-24T10:00:00Z"))).toBe('"2026-11-24T10:00:00.000Z"');
  });

  it("turns a cell a spreadsheet would run as a formula into text", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    expect(csvCell("a=1")).toBe('"a=1"');
    expect(csvCell("<img src=x onerror=alert(1)>")).toBe('"<img src=x onerror=alert(1)>"');
  });

  it("writes a header row and CRLF after every record", () => {
    const columns = [
      { key: "name", label: "Name" },
      { key: "email", label: "Email" },
    ];
    expect(toCsv(columns, [{ name: "Ada", email: "a@example.com" }])).toBe(
      '"Name","Email"\r\n"Ada","a@example.com"\r\n',
    );
  });
});
