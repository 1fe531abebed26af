import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  chooseScratchRoot,
  MIN_FREE_BYTES,
  removeLeftFolders,
  TMPFS_MAGIC,
} from "./scratch-folder.mjs";

const EXT4_MAGIC = 0xef53;
const statfsOf =
  (type, freeBytes = 24 * 1024 ** 3) =>
  () => ({ type, bsize: 4096, bavail: Math.floor(freeBytes / 4096) });

test("a tmpfs with room is used; a TMPDIR already set, another system, a disk or a small tmpfs is not, each said why", () => {
  const linux = { env: {}, platform: "linux" };
  expect(chooseScratchRoot({ ...linux, statfs: statfsOf(TMPFS_MAGIC) })).toEqual({
    root: "/dev/shm",
  });
  expect(
    chooseScratchRoot({ ...linux, env: { TMPDIR: "/scratch" }, statfs: statfsOf(TMPFS_MAGIC) }),
  ).toEqual({ reason: "TMPDIR is set (/scratch)" });
  expect(chooseScratchRoot({ env: {}, platform: "darwin" })).toEqual({
    reason: "no /dev/shm on darwin",
  });
  expect(chooseScratchRoot({ ...linux, statfs: statfsOf(EXT4_MAGIC) })).toEqual({
    reason: "/dev/shm is not held in memory",
  });
  // A container's default /dev/shm: 64 MB.
  expect(chooseScratchRoot({ ...linux, statfs: statfsOf(TMPFS_MAGIC, 64 * 1024 ** 2) })).toEqual({
    reason: "/dev/shm has 64 MB free, under 2 GB",
  });
  expect(chooseScratchRoot({ ...linux, statfs: statfsOf(TMPFS_MAGIC, MIN_FREE_BYTES) }).root).toBe(
    "/dev/shm",
  );
  const missing = () => {
    throw Object.assign(new Error("no such file"), { code: "ENOENT" });
  };
  expect(chooseScratchRoot({ ...linux, statfs: missing })).toEqual({
    reason: "/dev/shm cannot be read",
  });
});

let root;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

test("the folders of runs that ended are removed; a running one's and anything else's are kept", () => {
  root = mkdtempSync(path.join(tmpdir(), "scratch-roots-"));
  for (const name of ["flowboard-checks-101-aB3", "flowboard-checks-202-cD4", "other-303-x"])
    mkdirSync(path.join(root, name));
  const running = (pid) => pid === 202;
  expect(removeLeftFolders(root, running)).toEqual(["flowboard-checks-101-aB3"]);
  expect(readdirSync(root).sort()).toEqual(["flowboard-checks-202-cD4", "other-303-x"]);
  expect(existsSync(path.join(root, "flowboard-checks-101-aB3"))).toBe(false);
});
