import noticesFile from "../../content/forms/notices.json" with { type: "json" };
import type { NoticesContent } from "./notices.schema";

/*
 * The pages of the newsletter and data-rights flows, from content/forms/notices.json. Their
 * addresses are the code's (the server redirects to them and app/lib/page-table.js lists
 * them), so they stay here; the words are the file's.
 */
const file = noticesFile as NoticesContent;

/** The fuller newsletter sign-up below every blog post. */
export const blogNewsletter = file.blogNewsletter;

const paths = {
  checkInbox: "/newsletter/check-inbox",
  confirmed: "/newsletter/confirmed",
  unsubscribe: "/newsletter/unsubscribe",
  unsubscribed: "/newsletter/unsubscribed",
  dataRequestSent: "/privacy/request-sent",
  erase: "/privacy/erase",
  erased: "/privacy/erased",
  linkExpired: "/link-expired",
  notSent: "/request-not-sent",
} as const satisfies Record<keyof NoticesContent["notices"], string>;

type NoticeId = keyof typeof paths;
type Notice = NoticesContent["notices"][NoticeId] & { path: string };

/** Pages visitors land on in the middle of a flow; none is listed in the sitemap. */
export const notices = Object.fromEntries(
  (Object.keys(paths) as NoticeId[]).map((id) => [id, { path: paths[id], ...file.notices[id] }]),
) as {
  [Id in NoticeId]: NoticesContent["notices"][Id] & { path: (typeof paths)[Id] };
} satisfies Record<NoticeId, Notice>;
