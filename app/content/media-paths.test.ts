import { describe, expect, it } from "vitest";
import { blogFrontMatterSchema } from "./article-front-matter.ts";
import { socialPicture } from "./page-pieces.ts";

// A picture's address names a file under public/media/ and nothing else: the build and the
// editor's preview read the file it names, so a "..", a "." or an empty part is refused by
// its rule before any file is looked for.
const climbing = [
  "/media/../../../etc/passwd.png",
  "/media/uploads/../../package.png",
  "/media/./uploads/x.png",
  "/media//x.png",
  "/media/.hidden.png",
];

describe("a picture's address", () => {
  it("never climbs out of /media/, in an article's cover or a page's social picture", () => {
    const cover = blogFrontMatterSchema.shape.image.unwrap().shape.src;
    for (const src of climbing) {
      expect(cover.safeParse(src).error?.issues[0]?.message, src).toMatch(/^must be a picture/);
      expect(socialPicture.shape.src.safeParse(src).error?.issues[0]?.message, src).toMatch(
        /^must be a picture/,
      );
    }
  });
});
