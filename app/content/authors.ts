import authorsFile from "../../content/articles/authors.json" with { type: "json" };
import type { AuthorsContent } from "./authors.schema";

/**
 * The people who write the blog, the guides and the changelog, from
 * content/articles/authors.json. An article's front matter names its author; the build fails
 * on a name that is not there, and the byline and the JSON-LD take the role from this list.
 */
export const authors = (authorsFile as AuthorsContent).authors;

export const authorNames: ReadonlySet<string> = new Set(authors.map((author) => author.name));

export function authorRole(name: string): string {
  const author = authors.find((entry) => entry.name === name);
  if (!author) throw new Error(`Unknown author ${name}: add them to content/articles/authors.json`);
  return author.role;
}
