import { ConfirmButtonForm } from "~/components/legal/confirm-button-form";
import { NoticePage } from "~/components/legal/notice-page";
import { eraseCopy, notices } from "~/content/newsletter";
import { noticeMeta } from "~/lib/notice-meta";

const notice = notices.erase;

export const meta = () => noticeMeta(notice);

export default function EraseData() {
  return (
    <NoticePage notice={notice}>
      <ConfirmButtonForm label={eraseCopy.submit} />
    </NoticePage>
  );
}
