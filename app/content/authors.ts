import type { Author } from "./schemas";

/**
 * The people who write the blog, the guides and the changelog. An article's front matter
 * names its author; the build fails on a name that is not here, and the byline and the
 * JSON-LD take the role from this list.
 */
export const authors = [
  { name: "Maya Okafor", role: "Automation Product Lead, Flowboard" },
  { name: "Daniel Brooks", role: "Customer Success Director, Flowboard" },
  { name: "Lucía Fernández", role: "Sales Solutions Consultant, Flowboard" },
  { name: "Tom Achterberg", role: "Collaboration Product Manager, Flowboard" },
  { name: "Priya Sen", role: "Solutions Engineer for agencies, Flowboard" },
  { name: "Jonas Weber", role: "Head of Product, Lumen Studios" },
  { name: "Aisha Bello", role: "Chief Customer Officer, Flowboard" },
  { name: "Hannah Lindqvist", role: "Enterprise Solutions Architect, Flowboard" },
  { name: "Marcus Lee", role: "Co-founder & CTO, Flowboard" },
  { name: "Tomás Herrera", role: "VP of Product, Flowboard" },
] as const satisfies readonly Author[];

export const authorNames: ReadonlySet<string> = new Set(authors.map((author) => author.name));

export function authorRole(name: string): string {
  const author = authors.find((entry) => entry.name === name);
  if (!author) throw new Error(`Unknown author ${name}: add them to app/content/authors.ts`);
  return author.role;
}
