/**
 * The /changelog page's own words and picture; its entries are Markdown files under
 * content/articles/changelog. Kept out of the route data: the page's meta is built in
 * the browser from these, so the prerendered HTML does not carry its tags twice.
 */
export const changelogPage = {
  title: "Changelog",
  heading: "What's new in Flowboard",
  lead: "New features, improvements and fixes in Flowboard, newest first. Each entry says what changed, who it helps and how to start using it.",
  image: { path: "/og/changelog.png", alt: "What's new in Flowboard: the changelog" },
};
