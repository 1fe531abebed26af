import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { englishLang } from "./locales.js";
import { documentWords } from "./localized-content";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  breadcrumbTrail,
  organizationJsonLd,
  pageMeta,
  socialImage,
  titleTemplate,
} from "./meta";

type Tag = Record<string, unknown>;
const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Tag)[key] === value) as Record<string, string> | undefined;
const jsonLd = (tags: ReturnType<typeof pageMeta>) =>
  tags.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Tag] : []));

/**
 * The schema.org vocabulary these blocks use: for each type, its allowed properties and
 * the kind of value each expects (schema.org/Organization, /BreadcrumbList, /ListItem).
 */
const schemaOrg: Record<
  string,
  Record<string, "Text" | "URL" | "Date" | "Integer" | "ListItem[]">
> = {
  Organization: {
    name: "Text",
    url: "URL",
    logo: "URL",
    description: "Text",
    foundingDate: "Date",
    email: "Text",
  },
  BreadcrumbList: { itemListElement: "ListItem[]" },
  ListItem: { position: "Integer", name: "Text", item: "URL" },
};

function schemaProblems(node: Tag, path = "$"): string[] {
  const type = node["@type"];
  const properties = typeof type === "string" ? schemaOrg[type] : undefined;
  if (!properties) return [`${path}: unknown @type ${String(type)}`];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "@type" || key === "@context") continue;
    const expected = properties[key];
    const at = `${path}.${key}`;
    if (!expected) problems.push(`${at} is not a property of ${type}`);
    else if (expected === "Text" && (typeof value !== "string" || value.trim() === ""))
      problems.push(`${at} must be text`);
    else if (expected === "URL" && !(typeof value === "string" && /^https:\/\/[^/]+\//.test(value)))
      problems.push(`${at} must be an absolute URL`);
    else if (
      expected === "Date" &&
      !(typeof value === "string" && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value))
    )
      problems.push(`${at} must be an ISO 8601 date`);
    else if (expected === "Integer" && !Number.isInteger(value))
      problems.push(`${at} must be an integer`);
    else if (expected === "ListItem[]") {
      if (!Array.isArray(value) || value.length === 0) problems.push(`${at} must be a list`);
      else
        value.forEach((item, index) => {
          if ((item as Tag)["@type"] !== "ListItem")
            problems.push(`${at}[${index}] must be a ListItem`);
          problems.push(...schemaProblems(item as Tag, `${at}[${index}]`));
        });
    }
  }
  return problems;
}

describe("pageMeta", () => {
  const tags = pageMeta({
    title: "Features",
    description: "Everything in one place.",
    path: "/features",
  });

  it("titles the page with the site template", () => {
    expect(tags[0]).toEqual({ title: "Features | Flowboard" });
    expect(titleTemplate(site.name)).toBe(`${site.name} | ${site.tagline}`);
    expect(titleTemplate("Flowboard for Startups")).toBe("Flowboard for Startups");
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
    // X falls back to the Open Graph title, description and picture: not written twice.
    expect(find(tags, "name", "twitter:title")).toBeUndefined();
    expect(find(tags, "name", "twitter:description")).toBeUndefined();
  });

  it("points Open Graph and Twitter at the default social image by absolute URL", () => {
    const image = "https://flowboard.example/social-card.png";
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "property", "og:image:alt")?.content).toBe(socialImage.alt);
    expect(find(tags, "name", "twitter:image")).toBeUndefined();
    expect(find(tags, "name", "twitter:image:alt")?.content).toBe(socialImage.alt);
  });

  it("keeps a noindex page out of search and gives it no canonical URL or JSON-LD", () => {
    const notFound = pageMeta({
      title: "Page not found",
      description: "Missing.",
      path: "/404",
      noindex: true,
    });
    expect(find(notFound, "name", "robots")?.content).toBe("noindex");
    expect(find(notFound, "rel", "canonical")).toBeUndefined();
    expect(jsonLd(notFound)).toEqual([]);
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("builds absolute URLs on the configured origin", () => {
    expect(absoluteUrl("/")).toBe("https://flowboard.example/");
    expect(absoluteUrl("/use-cases#sales")).toBe("https://flowboard.example/use-cases#sales");
  });
});

describe("JSON-LD", () => {
  it("describes the Organization on the home page only: name, logo, founded 2018", () => {
    const home = jsonLd(pageMeta({ title: "Flowboard", description: "Home.", path: "/" })).filter(
      (block) => (block as Tag)["@type"] === "Organization",
    );
    expect(home).toEqual([organizationJsonLd()]);
    expect(home[0]).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Flowboard",
      url: "https://flowboard.example/",
      logo: "https://flowboard.example/logo.png",
      foundingDate: "2018",
    });
    expect(schemaProblems(home[0] as Tag)).toEqual([]);
    expect(
      jsonLd(pageMeta({ title: "Features", description: "F.", path: "/features" })).map(
        (block) => (block as Tag)["@type"],
      ),
    ).toEqual(["WebPage"]);
  });

  it("gives a nested page a BreadcrumbList through the real pages above it", () => {
    const blocks = jsonLd(
      pageMeta({ title: "Sales CRM", description: "Deals.", path: "/features/sales-crm" }),
    ).filter((block) => (block as Tag)["@type"] === "BreadcrumbList");
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://flowboard.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Features",
          item: "https://flowboard.example/features",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "Sales CRM",
          item: "https://flowboard.example/features/sales-crm",
        },
      ],
    });
    expect(schemaProblems(blocks[0] as Tag)).toEqual([]);
  });

  it("leaves out path segments that are not pages, and names parents after their segment", () => {
    const pages = new Set(["/", "/solutions/enterprise", "/solutions/enterprise/security"]);
    expect(breadcrumbTrail("/solutions/enterprise/security", "Enterprise security", pages)).toEqual(
      [
        { name: "Home", path: "/" },
        { name: "Enterprise", path: "/solutions/enterprise" },
        { name: "Enterprise security", path: "/solutions/enterprise/security" },
      ],
    );
    expect(breadcrumbTrail("/resources/api-docs", "API docs", pages)).toEqual([
      { name: "Home", path: "/" },
      { name: "API docs", path: "/resources/api-docs" },
    ]);
    expect(
      breadcrumbTrail("/features/developer-tools/x", "X", new Set(["/features/developer-tools"])),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Developer tools", path: "/features/developer-tools" },
      { name: "X", path: "/features/developer-tools/x" },
    ]);
    expect(breadcrumbTrail("/about", "About", pages)).toBeUndefined();
    expect(breadcrumbTrail("/", "Home", pages)).toBeUndefined();
  });

  it("names the nearest page above by the title the route gives it", () => {
    const pages = new Set(["/", "/solutions/enterprise", "/solutions/enterprise/security"]);
    expect(
      breadcrumbTrail("/solutions/enterprise/security", "Sicherheit", pages, "Für Unternehmen"),
    ).toEqual([
      { name: "Home", path: "/" },
      { name: "Für Unternehmen", path: "/solutions/enterprise" },
      { name: "Sicherheit", path: "/solutions/enterprise/security" },
    ]);
  });

  it("would catch a block that is not valid schema.org", () => {
    const broken = breadcrumbJsonLd([{ name: "", path: "/" }]) as Tag;
    expect(schemaProblems(broken)).toEqual(["$.itemListElement[0].name must be text"]);
    expect(schemaProblems({ "@type": "Organization", founded: "2018" })).toEqual([
      "$.founded is not a property of Organization",
    ]);
  });
});

describe("a page in another language", () => {
  // The language is the document's, as in the browser: a page of /de/.
  const tags = (() => {
    window.history.pushState({}, "", "/de/pricing");
    try {
      return pageMeta({ title: "Preise", description: "Tarife.", path: "/pricing" });
    } finally {
      window.history.pushState({}, "", "/");
    }
  })();
  const links = tags.filter((tag) => "tagName" in tag && tag.tagName === "link") as Tag[];

  it("is its own canonical, and names each language's page and English as the default", () => {
    expect(links.map((link) => [link.rel, link.hrefLang ?? "", link.href])).toEqual([
      ["canonical", "", "https://flowboard.example/de/pricing"],
      ["alternate", englishLang, "https://flowboard.example/pricing"],
      ["alternate", "de", "https://flowboard.example/de/pricing"],
      ["alternate", "ja", "https://flowboard.example/ja/pricing"],
      ["alternate", "he", "https://flowboard.example/he/pricing"],
      ["alternate", "x-default", "https://flowboard.example/pricing"],
    ]);
  });

  it("says its language to link previews and in its JSON-LD", () => {
    const property = (name: string) =>
      tags.filter((tag) => (tag as Tag).property === name).map((tag) => (tag as Tag).content);
    expect(property("og:locale")).toEqual(["de_DE"]);
    expect(property("og:locale:alternate")).toEqual(["en_US", "ja_JP", "he_IL"]);
    const webPage = jsonLd(tags).find((block) => (block as Tag)["@type"] === "WebPage") as Tag;
    expect(webPage).toMatchObject({
      inLanguage: "de",
      url: "https://flowboard.example/de/pricing",
    });
  });

  it("an article, English only, names no other language", () => {
    const post = pageMeta({ title: "A post", description: "D.", path: "/resources/blog/x" });
    expect(post.some((tag) => (tag as Tag).rel === "alternate")).toBe(false);
  });

  it("an English article inside a German page is canonical to the English URL, with no hreflang", () => {
    window.history.pushState({}, "", "/de/resources/blog/x");
    try {
      const copy = pageMeta({
        title: "A post",
        description: "D.",
        path: "/resources/blog/x",
        canonicalPath: "/resources/blog/x",
        languages: ["en"],
      });
      const copyLinks = copy.filter((tag) => (tag as Tag).tagName === "link") as Tag[];
      expect(copyLinks.map((link) => [link.rel, link.href])).toEqual([
        ["canonical", "https://flowboard.example/resources/blog/x"],
      ]);
      expect(copy.find((tag) => (tag as Tag).property === "og:url")).toMatchObject({
        content: "https://flowboard.example/resources/blog/x",
      });
    } finally {
      window.history.pushState({}, "", "/");
    }
  });

  it("a translated article and its English name each other, and no language it lacks", () => {
    window.history.pushState({}, "", "/de/resources/blog/x");
    try {
      const translated = pageMeta({
        title: "Ein Beitrag",
        description: "D.",
        path: "/de/resources/blog/x",
        languages: ["en", "de"],
      });
      const hreflang = (translated.filter((tag) => (tag as Tag).rel) as Tag[]).map((link) => [
        link.rel,
        link.hrefLang ?? "",
        link.href,
      ]);
      expect(hreflang).toEqual([
        ["canonical", "", "https://flowboard.example/de/resources/blog/x"],
        ["alternate", englishLang, "https://flowboard.example/resources/blog/x"],
        ["alternate", "de", "https://flowboard.example/de/resources/blog/x"],
        ["alternate", "x-default", "https://flowboard.example/resources/blog/x"],
      ]);
    } finally {
      window.history.pushState({}, "", "/");
    }
  });
});

describe("a page's own Search and social fields", () => {
  const lead = "The page's lead, what a visitor reads first under its headline.";
  const own = {
    description: "What the page is for, written for search results rather than for the page.",
    image: { src: "/media/uploads/pricing-card.jpg", alt: "Three plans side by side" },
  };
  const content = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
    find(tags, key, value)?.content;

  it("shows the page's own description when it is filled, and its lead when it is not", () => {
    const filled = pageMeta({ title: "Pricing", meta: own, description: lead, path: "/pricing" });
    expect(content(filled, "name", "description")).toBe(own.description);
    expect(content(filled, "property", "og:description")).toBe(own.description);
    const empty = pageMeta({ title: "Pricing", meta: {}, description: lead, path: "/pricing" });
    expect(content(empty, "name", "description")).toBe(lead);
    expect(content(empty, "property", "og:description")).toBe(lead);
    const emptied = pageMeta({
      title: "Pricing",
      meta: { description: " " },
      description: lead,
      path: "/pricing",
    });
    expect(content(emptied, "name", "description")).toBe(lead);
  });

  it("shows the page's own picture by absolute URL with its alt text, else the site's card", () => {
    const filled = pageMeta({ title: "Pricing", meta: own, description: lead, path: "/pricing" });
    expect(content(filled, "property", "og:image")).toBe(
      "https://flowboard.example/media/uploads/pricing-card.jpg",
    );
    expect(content(filled, "property", "og:image:type")).toBe("image/jpeg");
    // An upload's size is whatever was uploaded: no size is claimed for it.
    expect(find(filled, "property", "og:image:width")).toBeUndefined();
    expect(content(filled, "property", "og:image:alt")).toBe(own.image.alt);
    expect(content(filled, "name", "twitter:image:alt")).toBe(own.image.alt);

    const empty = pageMeta({ title: "Pricing", meta: {}, description: lead, path: "/pricing" });
    expect(content(empty, "property", "og:image")).toBe(absoluteUrl(socialImage.path));
    expect(content(empty, "property", "og:image:type")).toBe("image/png");
    expect(content(empty, "property", "og:image:width")).toBe(String(socialImage.width));
    expect(content(empty, "property", "og:image:alt")).toBe(socialImage.alt);
  });

  /** A page's file in German, put over its English as the browser does on /de/…. */
  const inGerman = async (words: object) => {
    const english = { meta: { title: "Pricing", ...structuredClone(own) }, hero: { lead } };
    window.history.pushState({}, "", "/de/pricing");
    try {
      await documentWords(english, { de: async () => ({ default: words }) });
      return pageMeta({
        title: english.meta.title,
        meta: english.meta,
        description: english.hero.lead,
        path: "/pricing",
      });
    } finally {
      window.history.pushState({}, "", "/");
    }
  };
  const germanLead = "Der einleitende Satz der Seite, den Besucher zuerst lesen.";

  it("shows a translated description and alt text on the translated page", async () => {
    const description =
      "Wofür die Seite da ist, für Suchergebnisse geschrieben statt für die Seite.";
    const tags = await inGerman({
      meta: { title: "Preise", description, image: { alt: "Drei Tarife nebeneinander" } },
      hero: { lead: germanLead },
    });
    expect(content(tags, "name", "description")).toBe(description);
    expect(content(tags, "property", "og:image")).toBe(absoluteUrl(own.image.src));
    expect(content(tags, "property", "og:image:alt")).toBe("Drei Tarife nebeneinander");
  });

  it("never shows the English description or alt text on a page whose language lacks them", async () => {
    const tags = await inGerman({ meta: { title: "Preise" }, hero: { lead: germanLead } });
    expect(content(tags, "name", "description")).toBe(germanLead);
    expect(content(tags, "property", "og:image")).toBe(absoluteUrl(socialImage.path));
    const words = JSON.stringify(tags);
    expect(words).not.toContain(own.description);
    expect(words).not.toContain(own.image.alt);
    const emptied = await inGerman({
      meta: { title: "Preise", description: "", image: { alt: "" } },
      hero: { lead: germanLead },
    });
    expect(content(emptied, "name", "description")).toBe(germanLead);
    expect(content(emptied, "property", "og:image:alt")).toBe(socialImage.alt);
  });
});
