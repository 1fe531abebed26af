// What a page's main-thread tasks are made of, from the trace Lighthouse recorded: each task
// long enough to count at the run's CPU slowdown, when it started beside the first
// contentful paint, and the work inside it by kind (Layout, ParseHTML, EvaluateScript with
// its script, ...), with the script stack of any layout a script forced. Times are as
// observed, before Lighthouse's simulation multiplies them: a task of 50 / slowdown ms here
// is a long task in the report (`npm run breakdown -- --tasks /route`).

/** Top-level tasks over `minMs` on the page's main thread, after its navigation started. */
export function mainThreadTasks(traceEvents, minMs) {
  const paint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return { fcpMs: undefined, tasks: [] };
  const navigation = traceEvents
    .filter(
      (event) =>
        event.name === "navigationStart" &&
        event.pid === paint.pid &&
        event.ts <= paint.ts &&
        event.args?.data?.isLoadingMainFrame,
    )
    .at(-1);
  const start = navigation?.ts ?? 0;
  const onMain = traceEvents.filter(
    (event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === "X",
  );
  const tasks = onMain
    .filter((event) => event.name === "RunTask" && event.ts >= start && event.dur >= minMs * 1000)
    .map((task) => {
      const inside = onMain.filter(
        (event) =>
          event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
      );
      const work = new Map();
      for (const event of inside) {
        const url = event.args?.data?.url;
        const key = url ? `${event.name} ${new URL(url, "http://x").pathname}` : event.name;
        work.set(key, (work.get(key) ?? 0) + event.dur / 1000);
      }
      const forced = inside
        .filter((event) => /^(Layout|UpdateLayoutTree)$/.test(event.name))
        .map((event) => event.args?.beginData?.stackTrace)
        .filter(Boolean)
        .map((stack) =>
          stack
            .map((frame) => `${frame.functionName || "(anonymous)"}@${frame.columnNumber}`)
            .join(" < "),
        );
      return {
        startMs: (task.ts - start) / 1000,
        durationMs: task.dur / 1000,
        afterFcp: task.ts + task.dur > paint.ts,
        work: [...work].sort((a, b) => b[1] - a[1]),
        forcedBy: [...new Set(forced)],
      };
    });
  return { fcpMs: (paint.ts - start) / 1000, tasks };
}

/** One line per task, its five largest kinds of work. */
export function describeTasks({ fcpMs, tasks }) {
  const lines = [`  observed FCP ${fcpMs?.toFixed(1)} ms`];
  for (const task of tasks) {
    const work = task.work
      .slice(0, 5)
      .map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`)
      .join("; ");
    lines.push(
      `  ${task.afterFcp ? "after " : "before"} ${task.startMs.toFixed(1).padStart(7)} +${task.durationMs.toFixed(1).padStart(5)} ms  ${work}`,
    );
    for (const stack of task.forcedBy) lines.push(`           layout forced by script: ${stack}`);
  }
  return lines.join("\n");
}
