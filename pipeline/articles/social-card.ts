// The Open Graph picture of an article (1200x630): the colours and logo of the site's social
// card (scripts/social-card.svg), on flat colour so the PNG stays small (about a tenth of
// the gradient's size), with the article's title, kind, author and date. Rendered
// to PNG at build time by scripts/render-social-image.mjs, in Inter from the npm package.
import type { ArticleSummary, GuideSummary } from "../../app/content/article-types";
import { formatDate } from "../../app/lib/format-date.ts";

export const SOCIAL_CARD = { width: 1200, height: 630 } as const;

const backdrops = {
  indigo: ["#4338ca", "#1e1b4b"],
  teal: ["#0f766e", "#042f2e"],
  plum: ["#7e22ce", "#2e1065"],
} as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** "Blog", "Guide · Beginner", "Changelog". */
export function cardEyebrow(article: ArticleSummary): string {
  if (article.kind === "guides") return `Guide · ${(article as GuideSummary).difficulty}`;
  return article.kind === "blog" ? "Blog" : "Changelog";
}

/** The headline on the card: the front matter's socialTitle, else the title. */
export const cardHeadline = (article: ArticleSummary) => article.socialTitle ?? article.title;

/** A card for one article, or for a page such as the changelog (`headline` and `byline`). */
export function socialCardSvg({
  eyebrow,
  headline,
  byline,
  cover,
}: {
  eyebrow: string;
  headline: string;
  byline: string;
  cover: keyof typeof backdrops;
}): string {
  const [from, to] = backdrops[cover];
  // Long titles step down in size so three lines always fit.
  const size = headline.length > 64 ? 54 : headline.length > 40 ? 62 : 70;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <title>${escapeXml(`${headline}: ${eyebrow}, Flowboard`)}</title>
  <rect width="1200" height="630" fill="${to}"/>
  <circle cx="1110" cy="-130" r="280" fill="${from}"/>
  <circle cx="60" cy="660" r="220" fill="${from}" opacity="0.6"/>
  <g transform="translate(72 64)">
    <rect width="64" height="64" rx="16" fill="#ffffff"/>
    <rect x="14" y="16" width="10" height="32" rx="4" fill="${from}"/>
    <rect x="28" y="16" width="10" height="22" rx="4" fill="${from}" opacity="0.85"/>
    <rect x="42" y="16" width="10" height="14" rx="4" fill="${from}" opacity="0.7"/>
    <text x="84" y="45" font-family="Inter Variable, Inter, sans-serif" font-size="36" font-weight="700" fill="#ffffff">Flowboard</text>
  </g>
  <text x="1128" y="109" text-anchor="end" font-family="Inter Variable, Inter, sans-serif" font-size="28" font-weight="600" fill="#ffffff" opacity="0.85">${escapeXml(eyebrow)}</text>
  <foreignObject x="72" y="176" width="1056" height="290">
    <div xmlns="http://www.w3.org/1999/xhtml" style="font-family: 'Inter Variable', Inter, sans-serif; font-weight: 800; font-size: ${size}px; line-height: 1.12; text-wrap: balance; letter-spacing: -0.02em; color: #ffffff; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden;">${escapeXml(headline)}</div>
  </foreignObject>
  <rect x="72" y="510" width="1056" height="2" fill="#ffffff" opacity="0.25"/>
  <text x="72" y="562" font-family="Inter Variable, Inter, sans-serif" font-size="28" font-weight="500" fill="#ffffff" opacity="0.9">${escapeXml(byline)}</text>
</svg>`;
}

export function articleCardSvg(article: ArticleSummary): string {
  return socialCardSvg({
    eyebrow: cardEyebrow(article),
    headline: cardHeadline(article),
    byline: `${article.author} · ${formatDate(article.date)} · ${article.readingMinutes} min read`,
    cover: article.cover,
  });
}
