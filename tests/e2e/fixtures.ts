import path from "node:path";
import { type BrowserContext, test as base, expect, type Page } from "@playwright/test";
import { localeOfPath } from "../../app/lib/locales.js";
import { findHeadlessShell } from "../../pipeline/chromium-path.mjs";
import { LAZY_BANDS_ATTRIBUTE } from "../../pipeline/postbuild/head-script.mjs";
import { messagesFolderPattern } from "../../pipeline/postbuild/messages-folder.mjs";
import { clientRoot } from "../../server/build-paths.mjs";
import { listPages } from "../../server/pages.mjs";
import { workerCounts } from "../support/browser-use.mjs";
import { failed, screenshotPages } from "./failure-screenshots";

/**
 * Every English page the build produced ("/", "/features", ...), read from build/client.
 * The same pages in the other languages are tested one of each kind per language
 * (languages.spec.ts); in Node, every one of them (tests/built-site).
 */
export const builtRoutes: string[] = [...listPages(clientRoot).keys()]
  .filter((route) => localeOfPath(route) === "en")
  .sort();

/** Every page of every language the build produced: where a link may lead. */
export const everyBuiltRoute: string[] = [...listPages(clientRoot).keys()].sort();

interface GuardOptions {
  /** Console messages a test expects (the 404 status of the not-found document, say). */
  allowedConsole: RegExp[];
}

/** Counts of the browser this worker uses (tests/support/browser-use.mjs). */
interface BrowserUse {
  /** Counts a context the first time it is seen, and each document its pages load. */
  watch(context: BrowserContext): void;
  /** The spec file whose test runs now, to which the counts are added. */
  file: string;
}

/**
 * What a context reused by the next test keeps, and Playwright's reset between tests does
 * not undo (playwright.config.ts): a test that needs one of these says so with the matching
 * option, `test.use({ permissions })` or `test.use({ extraHTTPHeaders })`, which gives it a
 * context of its own; or sets headers on its page (`page.setExtraHTTPHeaders`), which the
 * reset clears.
 */
const KEPT_BY_A_REUSED_CONTEXT = {
  grantPermissions: "test.use({ permissions })",
  setExtraHTTPHeaders: "page.setExtraHTTPHeaders() or test.use({ extraHTTPHeaders })",
  setGeolocation: "test.use({ geolocation })",
  setOffline: "test.use({ offline })",
} as const;

/** A page's listeners, through the EventEmitter interface Playwright's client page has. */
interface Listened {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): ((...args: unknown[]) => void)[];
  off(event: string | symbol, listener: (...args: unknown[]) => void): void;
}

function refuseStateKeptAcrossTests(context: BrowserContext) {
  for (const [method, instead] of Object.entries(KEPT_BY_A_REUSED_CONTEXT))
    Object.assign(context, {
      [method]: () => {
        throw new Error(
          `context.${method}() would outlive this test in the context the next tests reuse: use ${instead}`,
        );
      },
    });
}

/**
 * Options that give a test a browser context of its own (no other test's context has
 * them), for a test whose state the reset between tests may not fully undo. Tests on
 * Playwright's clock use it: in two full runs, the test that followed the tooltips' paused
 * clock in the shared context met an uncaught error ("reading 'controller'": the clock's
 * init scripts left by the reset, see the guard below); with the clock tests in contexts of
 * their own, it passed.
 */
export const OWN_CONTEXT = { timezoneId: "UTC" } as const;

/** The small same-origin file a page opens before its test begins (`settleThePointer`). */
const POINTER_PARKING = "/robots.txt";

/**
 * Chromium's headless shell, which the untimed tests run in (playwright.config.ts), puts its
 * mouse at the top-left corner of the first document a renderer draws, and sends that
 * document a pointer move there: on this site, over the header's logo, a visitor's hover
 * that loads the page's code. A page that opens a small file of the same origin first keeps
 * its renderer for the test's own page, which then meets no pointer until the test moves
 * one, as in `chromium --headless` and as on a phone.
 */
async function settleThePointer(page: Page, origin: string, executablePath?: string) {
  if (executablePath === findHeadlessShell())
    await page.goto(new URL(POINTER_PARKING, origin).href);
}

/**
 * Every test fails if its page logs a console error or warning, throws, or requests
 * anything from another origin: the site must be self-contained and quiet. The guard sits
 * on the `page` fixture, so a test that opens only a page of its own (JavaScript off, say)
 * does not open a context it never uses.
 *
 * Tests share their worker's context and page (`reuseContext`, playwright.config.ts):
 * Playwright resets it between tests (cookies, storage, cache, routes, init scripts, the
 * clock, emulation, the page's headers, the pointer) and this fixture removes the listeners
 * a test added to the page, and refuses what the reset would not undo.
 */
export const test = base.extend<
  GuardOptions & { countedFile: undefined; screenshotsOfFailure: undefined },
  { browserUse: BrowserUse }
>({
  allowedConsole: [[], { option: true }],
  // The pages of contexts a test opened itself and left open as it failed. This teardown
  // runs after the `page` fixture's, whose pages are drawn there.
  screenshotsOfFailure: [
    async ({ browser }, use, testInfo) => {
      await use(undefined);
      if (failed(testInfo)) await screenshotPages(browser.contexts(), testInfo);
    },
    { auto: true },
  ],
  countedFile: [
    async ({ browserUse }, use, testInfo) => {
      browserUse.file = path.basename(testInfo.file);
      await use(undefined);
    },
    { auto: true },
  ],
  page: async (
    { page, browser, baseURL, allowedConsole, browserUse, reuseContext, launchOptions },
    use,
    testInfo,
  ) => {
    browserUse.watch(page.context());
    if (reuseContext) refuseStateKeptAcrossTests(page.context());
    const events = page as unknown as Listened;
    const listenersBefore = new Map(
      events.eventNames().map((event) => [event, new Set(events.listeners(event))]),
    );
    const problems: string[] = [];
    const origin = new URL(baseURL ?? "http://127.0.0.1").origin;
    const pageLog = logPage(page);
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      if (!allowedConsole.some((pattern) => pattern.test(text)))
        problems.push(`console ${message.type()}: ${text}`);
    });
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !/^(data|blob):/.test(url))
        problems.push(`request to another origin: ${url}`);
    });
    await settleThePointer(page, origin, launchOptions.executablePath);
    // Uncaught errors are the site's from the test's own first page on. The parking file is
    // plain text that runs none of the site's code; what throws there is the harness's: after
    // a test on Playwright's clock, the reset of a reused context can leave the clock's
    // per-call init scripts without the clock they call, and they throw "reading
    // 'controller'" (an <anonymous> script) in the next document, the parking file.
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    await use(page);
    for (const event of events.eventNames())
      for (const listener of events.listeners(event))
        if (!listenersBefore.get(event)?.has(listener)) events.off(event, listener);
    // The guard's own failure below is a failed test too: its page log holds the error's stack.
    if (failed(testInfo) || problems.length > 0) {
      await testInfo.attach("page log", { body: pageLog.join("\n"), contentType: "text/plain" });
      // Every open page, before the reused context is handed back and its pages with it.
      await screenshotPages(browser.contexts(), testInfo);
    }
    expect(problems, "console errors, uncaught errors or off-site requests").toEqual([]);
  },
  browserUse: [
    async ({ browser, launchOptions }, use, workerInfo) => {
      const { counts, save } = workerCounts(workerInfo.workerIndex);
      const origin = workerInfo.project.use.baseURL ?? "http://127.0.0.1";
      // A reused context comes back to each test as a new client object: its guid says it is
      // the same context in the browser.
      const contexts = new Set<string>();
      const browserUse: BrowserUse = { watch: () => {}, file: "" };
      const count = (what: "loads" | "contexts") => {
        counts[what] += 1;
        counts.byFile[browserUse.file] ??= { loads: 0, contexts: 0 };
        (counts.byFile[browserUse.file] as { loads: number; contexts: number })[what] += 1;
      };
      const watched = new WeakSet<object>();
      const loaded = (url: string) => {
        // The reset between tests parks the page on about:blank, and the pointer's parking
        // file is no page of the site.
        if (url !== "about:blank" && new URL(url).pathname !== POINTER_PARKING) count("loads");
      };
      const watchPage = (page: Page) => {
        if (watched.has(page)) return;
        watched.add(page);
        page.on("domcontentloaded", () => loaded(page.url()));
        page.on("framenavigated", (frame) => {
          if (frame.parentFrame()) loaded(frame.url());
        });
      };
      const watch = (context: BrowserContext) => {
        const { _guid: guid } = context as unknown as { _guid: string };
        if (!contexts.has(guid)) count("contexts");
        contexts.add(guid);
        if (watched.has(context)) return;
        watched.add(context);
        for (const page of context.pages()) watchPage(page);
        context.on("page", watchPage);
      };
      // Contexts a test opens itself (a page with JavaScript off, say).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watch(context);
        const newPage = context.newPage.bind(context);
        context.newPage = async () => {
          const page = await newPage();
          await settleThePointer(page, options?.baseURL ?? origin, launchOptions.executablePath);
          return page;
        };
        return context;
      };
      browserUse.watch = watch;
      await use(browserUse);
      save();
    },
    { scope: "worker", auto: true },
  ],
});

export { expect };

/**
 * What the page asked for and heard, line by line with the time since the test began: each
 * request, its answer or failure, console messages, and uncaught errors with their stacks.
 * Attached to a failed test, as the trace carries no network log without DOM snapshots
 * (playwright.config.ts).
 */
function logPage(page: Page) {
  const lines: string[] = [];
  const started = performance.now();
  const at = () => `${Math.round(performance.now() - started)} ms`.padStart(9);
  page.on("request", (request) => lines.push(`${at()} → ${request.method()} ${request.url()}`));
  page.on("response", (response) => lines.push(`${at()} ← ${response.status()} ${response.url()}`));
  page.on("requestfailed", (request) =>
    lines.push(`${at()} ✗ ${request.url()}: ${request.failure()?.errorText}`),
  );
  page.on("console", (message) =>
    lines.push(`${at()} console.${message.type()}: ${message.text()}`),
  );
  // The failure names an uncaught error by its message; where it was thrown is here.
  page.on("pageerror", (error) => lines.push(`${at()} uncaught ${error.stack ?? error.message}`));
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) lines.push(`${at()} navigated to ${frame.url()}`);
  });
  return lines;
}

/**
 * Holds back every request matching `url` until the returned `release` is called, as a slow
 * network would: the page's code arrives when the test says.
 */
export async function holdRequests(page: Page, url: RegExp | string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Loads a page and makes it interactive, as a visitor's first key press does (a page loads
 * its code on the visitor's first intent: pipeline/postbuild/hydrate-on-intent.mjs); waits
 * until React has hydrated, so clicks reach React handlers, and the browser has laid out the
 * whole page, as it does when idle after that (pipeline/postbuild/head-script.mjs). Shift
 * alone types and moves nothing.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.keyboard.press("Shift");
  await page.waitForFunction(
    (lazyBands) =>
      document.documentElement.dataset.hydrated === "true" &&
      !document.documentElement.hasAttribute(lazyBands),
    LAZY_BANDS_ATTRIBUTE,
  );
  return response;
}

/**
 * Waits for the page's code to have loaded and hydrated, for a test that starts it with an
 * action (a focus, a key, a press) and goes on faster than a visitor would: typing an
 * address outlasts the load that focusing its field starts, Playwright's `fill` does not.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * A chunk of the build's JavaScript by its module's name (a regular expression's source:
 * "live-board", "comparison-table|pricing-faq"), as a page requests it: at
 * `/assets/<name>-<hash>.js`, or as its language's copy in `/assets/<code>-<hash>/`
 * (pipeline/postbuild/messages-per-locale.mjs). The name is the first group.
 */
export const chunkPattern = (name: string) =>
  new RegExp(`/assets/(?:${messagesFolderPattern()}/)?(${name})-[\\w-]{8}\\.js$`);

/**
 * Requests that could carry what a visitor typed: everything but the site's own code and
 * files fetched with GET (a toast's code, say, loads the first time one shows). The
 * returned list fills as the page makes requests.
 */
export function watchOutgoingData(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    // The site's own files: its code, and what the browser fetches by itself for a page it
    // has just loaded (the favicon, fonts, images), none of which carries a query.
    const ownAsset =
      request.method() === "GET" &&
      url.origin === new URL(page.url()).origin &&
      (url.pathname.startsWith("/assets/") ||
        (!url.search && !["document", "fetch", "xhr"].includes(request.resourceType())));
    // The visit analytics' beacon, sent once the page is idle: its body is the page's
    // address, the referrer and a goal's name, never what was typed (server/analytics).
    const visitBeacon = request.method() === "POST" && url.pathname === "/rum/event";
    if (!ownAsset && !visitBeacon) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}
