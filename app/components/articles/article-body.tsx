import { memo } from "react";

/**
 * An article's body: HTML rendered from Markdown and highlighted at build time
 * (scripts/articles), set in one go rather than as thousands of React elements, so
 * hydrating it costs next to nothing. Styled by `.article-body` in app/styles/app.css.
 */
export const ArticleBody = memo(function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build; raw HTML in it fails the build
  return <div className="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
});
