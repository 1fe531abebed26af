import { type MetaFunction, useLocation } from "react-router";
import { ConfirmButtonForm } from "~/components/legal/confirm-button-form";
import { NoticePage } from "~/components/legal/notice-page";
import { notices } from "~/content/notices";
import { pathWithoutLocale } from "~/lib/locales.js";
import { noticeMeta } from "~/lib/notice-meta";
import { normalizePathname } from "~/lib/site-paths";

/**
 * The pages of the newsletter and data-rights flows (check your inbox, confirmed,
 * unsubscribe, ...): one module for all of them (routes.ts gives each path its own id), so
 * the route table every page loads grows by little more than their paths.
 */
function noticeAt(pathname: string) {
  const path = pathWithoutLocale(normalizePathname(pathname));
  const notice = Object.values(notices).find((candidate) => candidate.path === path);
  if (!notice) throw new Response(null, { status: 404 });
  return notice;
}

export const meta: MetaFunction = ({ location }) => noticeMeta(noticeAt(location.pathname));

export default function Notice() {
  const notice = noticeAt(useLocation().pathname);
  return (
    <NoticePage notice={notice}>
      {notice.button ? <ConfirmButtonForm label={notice.button} /> : null}
    </NoticePage>
  );
}
