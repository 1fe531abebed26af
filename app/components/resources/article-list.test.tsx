import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogPostSummary } from "~/content/article-types";
import { ArticleList } from "./article-list";

const article = (index: number): BlogPostSummary => ({
  kind: "blog",
  slug: `post-${index}`,
  lang: "en",
  translations: [],
  path: `/resources/blog/post-${index}`,
  title: `Post ${index}`,
  description: `What post ${index} is about, long enough to pass for an excerpt on a list.`,
  date: "2026-11-17",
  words: 440,
  readingMinutes: 2,
  author: "Maya Okafor",
  authorRole: "Head of Product",
  tags: ["automation"],
  topics: [{ slug: "automation", label: "Automation", path: "/resources/blog/tags/automation" }],
  cover: "indigo",
  socialImage: `/social/post-${index}.png`,
});

const articles = Array.from({ length: 8 }, (_, index) => article(index + 1));

function BlogList() {
  return <ArticleList articles={articles} pageSize={3} loadMoreLabel="Load More Articles" />;
}

function renderList() {
  const Stub = createRoutesStub([{ path: "/", Component: BlogList }]);
  render(<Stub />);
  return screen.getByRole("button", { name: "Load More Articles" });
}

describe("<ArticleList>", () => {
  it("adds a page per press and moves focus to the first new article", async () => {
    const button = renderList();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    await act(async () => button.click());
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByRole("article", { name: "Post 4" })).toHaveFocus();
  });

  it("counts two presses replayed before React renders again as two pages", async () => {
    const button = renderList();
    // As the page loader replays presses held before hydration: back to back, in one task.
    await act(async () => {
      button.click();
      button.click();
    });
    expect(screen.getAllByRole("article")).toHaveLength(8);
    expect(screen.getByText("Showing 8 of 8 articles")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load More Articles" })).toBeNull();
    expect(screen.getByRole("article", { name: "Post 7" })).toHaveFocus();
  });
});
