// The editor's reach into the working tree: content/ and the media folder, nothing else.
// A path is refused before any file is touched when it is absolute, climbs out (..), holds a
// backslash or a control character, or leads through a symbolic link out of its folder.
import { createHash } from "node:crypto";
import { existsSync, lstatSync, realpathSync } from "node:fs";
import path from "node:path";

export class EditorRequestError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const idOf = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** The absolute path of `relative` when it lies inside one of `folders` of `root`. */
export function confined(root: string, relative: unknown, folders: readonly string[]): string {
  if (typeof relative !== "string" || relative === "")
    throw new EditorRequestError(400, "a path must be a non-empty text");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\\]/.test(relative) || path.isAbsolute(relative))
    throw new EditorRequestError(400, `${JSON.stringify(relative)} is not a path inside the site`);
  const parts = relative.split("/");
  if (parts.some((part) => part === ".." || part === "."))
    throw new EditorRequestError(400, `${JSON.stringify(relative)} climbs out of its folder`);
  const folder = folders.find(
    (allowed) => relative === allowed || relative.startsWith(`${allowed}/`),
  );
  if (!folder)
    throw new EditorRequestError(
      403,
      `${relative} is outside what the editor may change (${folders.join(", ")})`,
    );
  const realRoot = realpathSync(root);
  const base = path.join(realRoot, folder);
  // Every part that exists must be a plain folder or file inside the folder, never a link.
  let walked = realRoot;
  for (const part of relative.split("/")) {
    walked = path.join(walked, part);
    if (!existsSync(walked)) break;
    if (lstatSync(walked).isSymbolicLink())
      throw new EditorRequestError(403, `${relative} leads through a link`);
  }
  const absolute = path.join(realRoot, relative);
  if (absolute !== base && !absolute.startsWith(`${base}${path.sep}`))
    throw new EditorRequestError(403, `${relative} is outside ${folder}`);
  return absolute;
}

const signatures: [string, (bytes: Buffer) => boolean][] = [
  ["png", (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))],
  ["jpeg", (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ["webp", (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP"],
  ["avif", (b) => b.toString("latin1", 4, 12) === "ftypavif"],
];
const extensions: Record<string, string> = {
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  webp: "webp",
  avif: "avif",
};
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Refuses anything but a PNG, JPEG, WebP or AVIF image whose bytes match its name. */
export function checkImage(relative: string, bytes: Buffer): void {
  const name = path.posix.basename(relative);
  if (!/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,99}$/.test(name))
    throw new EditorRequestError(
      400,
      `${name}: an image's name may hold letters, digits, dots, hyphens and underscores`,
    );
  const kind = extensions[name.split(".").pop()?.toLowerCase() ?? ""];
  if (!kind)
    throw new EditorRequestError(
      415,
      `${name}: only PNG, JPEG, WebP and AVIF images can be uploaded`,
    );
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new EditorRequestError(
      413,
      `${name}: an image may be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB; make it smaller first`,
    );
  const sniffed = signatures.find(([, matches]) => matches(bytes))?.[0];
  if (sniffed !== kind)
    throw new EditorRequestError(415, `${name}: its bytes are not a ${kind.toUpperCase()} image`);
}
