import { NoticePage } from "~/components/legal/notice-page";
import { notices } from "~/content/newsletter";
import { noticeMeta } from "~/lib/notice-meta";

const notice = notices.dataRequestSent;

export const meta = () => noticeMeta(notice);

export default function DataRequestSent() {
  return <NoticePage notice={notice} />;
}
