import { describe, expect, it } from "vitest";
import { absoluteUrl, pageMeta, titleTemplate } from "./meta";

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;

describe("pageMeta", () => {
  const tags = pageMeta({
    title: "Features",
    description: "Everything in one place.",
    path: "/features",
  });

  it("titles the page with the site template", () => {
    expect(tags[0]).toEqual({ title: "Features | Flowboard" });
    expect(titleTemplate("Flowboard")).toBe("Flowboard | The Work OS for teams that ship");
  });

  it("sets the description, canonical URL and Open Graph and Twitter tags from one origin", () => {
    expect(find(tags, "name", "description")?.content).toBe("Everything in one place.");
    expect(find(tags, "rel", "canonical")).toEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://flowboard.example/features",
    });
    expect(find(tags, "property", "og:url")?.content).toBe("https://flowboard.example/features");
    expect(find(tags, "property", "og:title")?.content).toBe("Features | Flowboard");
    expect(find(tags, "property", "og:description")?.content).toBe("Everything in one place.");
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "name", "twitter:title")?.content).toBe("Features | Flowboard");
  });

  it("keeps a noindex page out of search and gives it no canonical URL", () => {
    const notFound = pageMeta({
      title: "Page not found",
      description: "Missing.",
      path: "/404",
      noindex: true,
    });
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("builds absolute URLs on the configured origin", () => {
    expect(absoluteUrl("/")).toBe("https://flowboard.example/");
    expect(absoluteUrl("/use-cases#sales")).toBe("https://flowboard.example/use-cases#sales");
  });
});
