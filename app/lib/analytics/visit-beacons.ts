/**
 * Page views and goals for the visit analytics (docs/decisions/025), sent by the metrics
 * reporter once it starts, after the page is idle: nothing is sent on arrival, nothing is
 * stored in the browser, and no identifier is sent (the server counts a visitor by a daily
 * hash it forgets). Each view carries the page's address (the server keeps the path and the
 * entry's UTM fields only) and, on the document's first view, the referrer.
 */
export const EVENT_PATH = "/rum/event";
/** goal.ts's event, which app code dispatches for a goal only it sees. */
export const GOAL_EVENT = "flowboard:goal";
/** goal.ts's event, which the app dispatches each time it shows a page (root.tsx). */
export const PAGE_SHOWN_EVENT = "flowboard:page-shown";

/** Starts counting; the function it returns stops it (a test's document outlives the test). */
export function countVisit(): () => void {
  const send = (body: { n: string; r?: string; d?: string; p?: Record<string, string> }) =>
    navigator.sendBeacon(EVENT_PATH, JSON.stringify({ ...body, u: location.href }));
  let counted = "";
  const view = () => {
    if (location.pathname === counted) return;
    send(counted ? { n: "view" } : { n: "view", r: document.referrer });
    counted = location.pathname;
  };
  view();
  // Client-side navigations, Back and Forward: the app says when it shows a page, rather
  // than this code wrapping history.pushState under the router (which, on a paused test
  // clock, met an uncaught error inside React Router).
  document.addEventListener(PAGE_SHOWN_EVENT, view);

  // A plan button (`data-goal="plan:<id>"`) and a link to another site, pressed.
  const pressed = (event: Event) => {
    const target = (event.target as Element).closest?.("[data-goal],a[href]");
    const goal = target?.getAttribute("data-goal");
    if (goal) {
      const [n, d] = goal.split(":");
      // A custom goal's properties: its data-goal-<name> attributes (data-goal-team-size: team-size).
      const p: Record<string, string> = {};
      for (const [key, value] of Object.entries((target as HTMLElement).dataset))
        if (key.length > 4 && key.startsWith("goal") && value)
          p[
            key
              .slice(4)
              .replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
              .slice(1)
          ] = value;
      send(Object.keys(p).length ? { n: n as string, d, p } : { n: n as string, d });
    } else if (
      target instanceof HTMLAnchorElement &&
      /^https?:$/.test(target.protocol) &&
      target.host !== location.host
    )
      send({ n: "outbound", d: target.hostname.replace(/^www\./, "") });
  };
  document.addEventListener("click", pressed, true);
  const appGoal = (event: Event) => send({ n: String((event as CustomEvent).detail) });
  document.addEventListener(GOAL_EVENT, appGoal);
  return () => {
    document.removeEventListener(PAGE_SHOWN_EVENT, view);
    document.removeEventListener("click", pressed, true);
    document.removeEventListener(GOAL_EVENT, appGoal);
  };
}
