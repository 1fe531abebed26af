import type { z } from "zod";
import type { noticeSchema } from "~/content/schemas";
import { pageMeta } from "./meta";

/** A flow page's meta: kept out of search indexes, as it means nothing out of its flow. */
export const noticeMeta = (notice: z.infer<typeof noticeSchema>) =>
  pageMeta({
    title: notice.title,
    description: notice.description,
    path: notice.path,
    noindex: true,
  });
