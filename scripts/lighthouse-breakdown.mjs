// Where Lighthouse's main-thread time goes on each route, and which long tasks make its TBT:
// the figures the audit gates on (scripts/lighthouse.mjs: mobile, calibrated CPU slowdown),
// broken down by Lighthouse's own groups (`mainthread-work-breakdown`), with the element
// count and, per run, the long tasks beside the first contentful paint. Needs a build.
//
//   node scripts/lighthouse-breakdown.mjs /about /demo-projects        median of 3
//   node scripts/lighthouse-breakdown.mjs --runs=5 /pricing
//
// TBT counts only the part of each task over 50 ms that falls after the first contentful
// paint, so a task that starts near that paint makes a run read 0 or tens of ms: the long
// tasks printed per run show which side each fell on. With --tasks, each run also lists the
// page's tasks as the trace observed them (scripts/trace-tasks.mjs): what each is made of,
// and the script that forced a layout, if one did.
//
//   node scripts/lighthouse-breakdown.mjs --tasks /
import { calibrateCpu, describeCalibration } from "./cpu-calibration.mjs";
import { launchChromium, lighthouseRun, median, startServer } from "./lighthouse.mjs";
import { describeTasks, mainThreadTasks } from "./trace-tasks.mjs";

async function main(argv) {
  const runs = Number(argv.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
  const routes = argv.filter((arg) => arg.startsWith("/"));
  const showTasks = argv.includes("--tasks");
  if (routes.length === 0 || !(runs >= 1)) {
    console.error(
      "Usage: node scripts/lighthouse-breakdown.mjs [--runs=N] [--tasks] /route [/route...]",
    );
    process.exit(2);
  }
  const calibration = await calibrateCpu();
  console.log(describeCalibration(calibration));
  const server = await startServer();
  const chrome = await launchChromium();
  const figures = new Map(routes.map((route) => [route, {}]));
  try {
    for (let run = 1; run <= runs; run++)
      for (const route of routes) {
        const { lhr, artifacts } = await lighthouseRun(
          server.origin + route,
          chrome,
          calibration.multiplier,
        );
        const add = (name, value) => {
          const row = figures.get(route);
          row[name] = [...(row[name] ?? []), value];
        };
        const breakdown = lhr.audits["mainthread-work-breakdown"];
        for (const item of breakdown.details?.items ?? []) add(item.group, item.duration);
        add("total", breakdown.numericValue);
        add("elements", lhr.audits["dom-size"].numericValue);
        const tbt = lhr.audits["total-blocking-time"].numericValue;
        add("TBT", tbt);
        const fcp = lhr.audits["first-contentful-paint"].numericValue;
        const tasks = (lhr.audits["long-tasks"].details?.items ?? [])
          .map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}`)
          .join(", ");
        console.log(
          `run ${run} ${route}: FCP ${Math.round(fcp)} ms, TBT ${Math.round(tbt)} ms, long tasks (start+ms) ${tasks || "none"}`,
        );
        // A task of 50 / slowdown ms as observed is a long task once multiplied.
        if (showTasks)
          console.log(
            describeTasks(
              mainThreadTasks(artifacts.Trace.traceEvents, 50 / calibration.multiplier),
            ),
          );
      }
  } finally {
    await chrome.kill();
    await server.stop();
  }
  const groups = [...new Set([...figures.values()].flatMap((row) => Object.keys(row)))];
  console.log(`\nMedian of ${runs}, ms at ${calibration.multiplier}x:`);
  console.log(`| route | ${groups.join(" | ")} |`);
  console.log(`|---|${groups.map(() => "---:").join("|")}|`);
  for (const [route, row] of figures)
    console.log(
      `| ${route} | ${groups.map((group) => Math.round(median(row[group] ?? []) ?? 0)).join(" | ")} |`,
    );
}

await main(process.argv.slice(2));
