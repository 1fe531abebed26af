import { toCsv } from "../admin/csv.mjs";
import { analyticsCsvRows, CSV_COLUMNS, nowView, summariseAnalytics } from "./report.mjs";

/**
 * What the dashboard's readers are answered, the same behind the team's login, a shared link
 * and an API key: each read flushes the visits still held in memory first, so a view just
 * sent is counted. `asked` is readQuery's answer (a range and the view: filters, table).
 */
export function analyticsAnswers({ db, now, recorder, goals }) {
  return {
    /** The dashboard's figures for `asked`. */
    async summary(asked) {
      await recorder.flush();
      const { range, ...view } = asked;
      return summariseAnalytics(db, range, { now: now(), goals, ...view });
    },
    /** The last 30 minutes ("Now"). */
    async live() {
      await recorder.flush();
      return nowView(db, now());
    },
    /** Sends `asked`'s rows as a CSV file named after its range. */
    async sendCsv(reply, { range, filters }) {
      await recorder.flush();
      return reply
        .header("content-type", "text/csv; charset=utf-8; header=present")
        .header(
          "content-disposition",
          `attachment; filename="analytics-${range.from}-to-${range.to}.csv"`,
        )
        .send(toCsv(CSV_COLUMNS, await analyticsCsvRows(db, range, filters)));
    },
  };
}
