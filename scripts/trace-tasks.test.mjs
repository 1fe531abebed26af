import { describe, expect, it } from "vitest";
import { describeTasks, mainThreadTasks } from "./trace-tasks.mjs";

const main = { pid: 1, tid: 7 };
const event = (name, ts, dur, args) => ({ ...main, ph: "X", name, ts, dur, args });
const trace = [
  {
    ...main,
    ph: "R",
    name: "navigationStart",
    ts: 1_000,
    args: { data: { isLoadingMainFrame: true } },
  },
  event("RunTask", 2_000, 12_000),
  event("ParseHTML", 2_100, 9_000, { data: { url: "http://127.0.0.1:4000/pricing" } }),
  event("RunTask", 20_000, 30_000),
  event("Layout", 21_000, 20_000, {
    beginData: { stackTrace: [{ functionName: "update", columnNumber: 61873 }] },
  }),
  event("v8.evaluateModule", 41_500, 3_000),
  { ...main, ph: "R", name: "firstContentfulPaint", ts: 30_000 },
  event("RunTask", 60_000, 2_000),
  { pid: 2, tid: 7, ph: "X", name: "RunTask", ts: 70_000, dur: 90_000 },
];

describe("mainThreadTasks", () => {
  it("lists the page's own long tasks beside the first paint, with what they hold", () => {
    const { fcpMs, tasks } = mainThreadTasks(trace, 5);
    expect(fcpMs).toBe(29);
    expect(tasks.map((task) => [task.startMs, task.durationMs, task.afterFcp])).toEqual([
      [1, 12, false],
      [19, 30, true],
    ]);
    expect(tasks[0].work).toEqual([["ParseHTML /pricing", 9]]);
    expect(tasks[1].forcedBy).toEqual(["update@61873"]);
    const text = describeTasks({ fcpMs, tasks });
    expect(text).toContain("after     19.0 + 30.0 ms  Layout 20.0; v8.evaluateModule 3.0");
    expect(text).toContain("layout forced by script: update@61873");
  });

  it("finds nothing in a trace without a first paint", () => {
    expect(
      mainThreadTasks(
        trace.filter((e) => e.name !== "firstContentfulPaint"),
        5,
      ),
    ).toEqual({
      fcpMs: undefined,
      tasks: [],
    });
  });
});
