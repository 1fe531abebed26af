import { ConfirmButtonForm } from "~/components/legal/confirm-button-form";
import { NoticePage } from "~/components/legal/notice-page";
import { notices, unsubscribeCopy } from "~/content/newsletter";
import { noticeMeta } from "~/lib/notice-meta";

const notice = notices.unsubscribe;

export const meta = () => noticeMeta(notice);

export default function Unsubscribe() {
  return (
    <NoticePage notice={notice}>
      <ConfirmButtonForm label={unsubscribeCopy.submit} />
    </NoticePage>
  );
}
