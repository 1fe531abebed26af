// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DECAP, ensureDecapBundle, integrityOf } from "./ensure-decap.mjs";

let folder;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("Decap CMS's bundle", () => {
  it("writes a sha512 as npm's integrity strings do", () => {
    // The sha512 of "abc" (FIPS 180-2's test vector), in base64.
    expect(integrityOf(Buffer.from("abc"))).toBe(
      "sha512-3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==",
    );
  });

  it("refuses a tarball whose sha512 is not the pinned one, and leaves nothing behind", () => {
    folder = mkdtempSync(path.join(tmpdir(), "decap-pin-"));
    const dir = path.join(folder, "bundle");
    const wrong = { version: DECAP.version, integrity: integrityOf(Buffer.from("not decap")) };
    expect(() => ensureDecapBundle({ pin: wrong, dir, log: () => {} })).toThrow(
      `decap-cms ${DECAP.version}'s tarball has sha512 ${DECAP.integrity}, not the pinned ${wrong.integrity}`,
    );
    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });
});
