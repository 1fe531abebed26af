import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { englishMessage, siteContent } from "../support/site-content";
import { chunkPattern, expect, test, watchOutgoingData } from "./fixtures";
import { watchRequests } from "./page-checks";

// The starting board is the editors' (content/collections/demo-board.json): its items,
// groups, statuses, people and recipes are named here by id and read from the file.
const boardFile = siteContent("collections/demo-board.json");
type Named = { id: string; name: string };
const nameIn = (list: Named[], id: string) => list.find((entry) => entry.id === id)?.name ?? id;
const itemName = (id: string) =>
  nameIn(
    boardFile.groups.flatMap((g: { items: Named[] }) => g.items),
    id,
  );
const groupName = (id: string) => nameIn(boardFile.groups, id);
const statusName = (id: string) => nameIn(boardFile.statuses, id);
const personName = (id: string) => nameIn(boardFile.people, id);
const recipeText = (id: string): string =>
  boardFile.recipes.find((recipe: { id: string }) => recipe.id === id)?.text ?? id;
const demoPage = siteContent("pages/demo-projects.json");
const groupSize = (id: string): number =>
  boardFile.groups.find((g: { id: string }) => g.id === id)?.items.length ?? 0;

/**
 * The live board of /demo-projects (docs/decisions/011), at both widths: by mouse, by touch and by
 * keyboard a visitor adds an item, moves it to another group, sets it to Done and sees the
 * automation move it to Completed, reloads and finds it kept, and resets the demo. Also:
 * a corrupt or old saved board resets with a notice, two tabs stay in step, and nothing
 * leaves the browser.
 */

const STORAGE_KEY = "flowboard-demo-board";
const q = (name: string) => `“${name}”`;

/**
 * Opens the page as a visitor does: the board is its HTML until the visitor's first press,
 * which the page holds until the board's code has loaded, then replays (a browser holding a
 * saved board loads it at once instead).
 */
async function openBoard(page: Page) {
  await page.goto("/demo-projects");
  return page.getByRole("group", { name: "Live demo board" });
}

const group = (board: Locator, name: string) =>
  board.getByRole("region", { name: new RegExp(`^${name}\\b`) });

/** The names of a group's items, top to bottom, in the Table view. */
const itemNames = (board: Locator, name: string) => group(board, name).getByRole("rowheader");

const statusButton = (scope: Locator, item: string) =>
  scope.getByRole("button", { name: new RegExp(`^Status of ${q(item)}:`) });
const actionsButton = (scope: Locator, item: string) =>
  scope.getByRole("button", { name: `Actions for ${q(item)}` });
/** What the board says to screen readers after each change (toasts speak for themselves). */
const liveRegion = (page: Page) =>
  page.getByRole("region", { name: demoPage.liveBoardSection.heading }).locator('p[role="status"]');
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** The visitor's press on the board, which its code answers (once loaded, if it was not). */
async function showKanban(board: Locator) {
  await board.getByRole("button", { name: "Kanban" }).click();
  await expect(board.getByRole("button", { name: "Kanban" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
}

async function addItem(board: Locator, groupName: string, name: string) {
  await board.getByRole("textbox", { name: `New item in ${groupName}` }).fill(name);
  await group(board, groupName).getByRole("button", { name: "Add item" }).click();
}

/**
 * Whether Chromium tells assistive technology that the button named `name` is expanded:
 * the state in its accessibility tree, which the browser takes from the popover a
 * `popovertarget` button opens (Playwright's role queries read only aria-expanded, which
 * HTML forbids on such a button). Undefined when the tree gives the button no such state.
 */
async function expandedForAssistiveTechnology(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodes } = await cdp.send("Accessibility.queryAXTree", {
      backendNodeId: root.backendNodeId,
      accessibleName: name,
      role: "button",
    });
    expect(nodes, `one button named ${name}`).toHaveLength(1);
    return nodes[0]?.properties?.find((property) => property.name === "expanded")?.value.value;
  } finally {
    await cdp.detach();
  }
}

/** A second tab's console errors and uncaught errors (the fixture watches the first). */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (["error", "warning"].includes(message.type())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

/** Where a drag starts and ends, both in view at once (no scrolling during the drag). */
async function dragPoints(from: Locator, to: Locator) {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const [a, b] = [await from.boundingBox(), await to.boundingBox()];
  const height = from.page().viewportSize()?.height ?? 0;
  if (!a || !b || b.y + b.height > height || a.y < 0) throw new Error("drag ends not both in view");
  return [
    { x: a.x + a.width / 2, y: a.y + a.height / 2 },
    { x: b.x + b.width / 2, y: b.y + b.height / 2 },
  ] as const;
}

/** The grip of an item's row, which a pointer drags it by. */
const grip = (board: Locator, item: string) =>
  board
    .getByRole("row")
    .filter({ has: board.page().getByRole("rowheader", { name: item }) })
    .locator("[data-drag-handle]");

/** Lets the page draw a frame, as it would between two moves of a hand. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(undefined))));

/** A mouse drag; `whileDown` runs with the button pressed, before the hand moves. */
async function dragByMouse(
  page: Page,
  from: Locator,
  to: Locator,
  whileDown: () => Promise<void> = async () => {},
) {
  const [start, end] = await dragPoints(from, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await whileDown();
  const steps = 14;
  for (let i = 1; i <= steps; i += 1) {
    await page.mouse.move(
      start.x + ((end.x - start.x) * i) / steps,
      start.y + ((end.y - start.y) * i) / steps,
    );
    await nextFrame(page);
  }
  await page.mouse.move(end.x, end.y + 2);
  await nextFrame(page);
  await page.mouse.up();
}

/** A finger drag: touch events sent as a touchscreen would (Playwright only taps). */
async function dragByTouch(page: Page, from: Locator, to: Locator) {
  const [start, end] = await dragPoints(from, to);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x: Math.round(x), y: Math.round(y) }],
    });
  await touch("touchStart", start.x, start.y);
  const steps = 14;
  for (let i = 1; i <= steps; i += 1) {
    await touch(
      "touchMove",
      start.x + ((end.x - start.x) * i) / steps,
      start.y + ((end.y - start.y) * i) / steps,
    );
    await nextFrame(page);
  }
  await touch("touchMove", end.x, end.y + 2);
  await nextFrame(page);
  await touch("touchEnd", end.x, end.y);
  await cdp.detach();
}

async function setStatus(page: Page, board: Locator, item: string, status: string) {
  await statusButton(board, item).click();
  await page.getByRole("menuitemradio", { name: status }).click();
}

/**
 * A visitor's first minute with the board, by mouse or by finger: add an item, drag it to
 * another group, set it to Done and watch the recipe move it, reload, reset.
 */
async function firstMinute(page: Page, input: "mouse" | "touch") {
  const board = await openBoard(page);
  const sent = watchOutgoingData(page);
  const item = `Draft the ${input} release notes`;
  const press = (target: Locator) => (input === "mouse" ? target.click() : target.tap());

  await board.getByRole("textbox", { name: "New item in This sprint" }).fill(item);
  await press(group(board, groupName("this-sprint")).getByRole("button", { name: "Add item" }));
  await expect(itemNames(board, groupName("this-sprint")).last()).toHaveText(item);
  await expect(liveRegion(page)).toHaveText(`Added ${q(item)} to This sprint.`);

  const target = itemNames(board, groupName("next-sprint")).first();
  if (input === "mouse") await dragByMouse(page, grip(board, item), target);
  else await dragByTouch(page, grip(board, item), target);
  await expect(itemNames(board, groupName("next-sprint"))).toContainText([item]);
  await expect(itemNames(board, groupName("this-sprint"))).not.toContainText([item]);
  await expect(liveRegion(page)).toContainText(`Moved ${q(item)} to Next sprint, position`);

  await press(statusButton(board, item));
  await press(page.getByRole("menuitemradio", { name: statusName("done") }));
  await expect(itemNames(board, groupName("completed")).first()).toHaveText(item);
  await expect(statusButton(group(board, groupName("completed")), item)).toHaveText(
    statusName("done"),
  );
  await expect(itemNames(board, groupName("next-sprint"))).not.toContainText([item]);
  await expect(toasts(page).getByText("Automation ran")).toBeVisible();
  await expect(toasts(page)).toContainText(`${q(item)} is Done, so it moved to Completed.`);

  // Nothing but the page's own code and assets was fetched: the board was never sent.
  expect(sent, "requests that could carry what the visitor typed").toEqual([]);

  await page.reload();
  sent.length = 0;
  const reloaded = page.getByRole("group", { name: "Live demo board" });
  await expect(reloaded).toHaveAttribute("data-region-live", "");
  await expect(itemNames(reloaded, groupName("completed")).first()).toHaveText(item);
  await expect(statusButton(reloaded, item)).toHaveText(statusName("done"));

  await press(reloaded.getByRole("button", { name: "Reset demo" }));
  await expect(reloaded.getByRole("rowheader", { name: item })).toHaveCount(0);
  await expect(itemNames(reloaded, groupName("completed"))).toHaveText([
    itemName("search-indexing"),
  ]);
  await expect(itemNames(reloaded, groupName("this-sprint"))).toHaveCount(groupSize("this-sprint"));
  await expect(toasts(page).getByText("Demo reset")).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
  // The reload fetched the page (and its icon) again; nothing else went out.
  expect(sent.filter((request) => !/\/(demo-projects|favicon\.svg)$/.test(request))).toEqual([]);
}

test.describe("live demo board by mouse @desktop", () => {
  test.use({ hasTouch: false });
  test("add an item, drag it to another group, Done moves it to Completed, reload keeps it, reset", ({
    page,
  }) => firstMinute(page, "mouse"));
});

test.describe("live demo board by touch @phone", () => {
  test.use({ hasTouch: true });
  test("add an item, drag it to another group, Done moves it to Completed, reload keeps it, reset", ({
    page,
  }) => firstMinute(page, "touch"));
});

/** The board's own code, as the page requests it (a chunk of its own: live-board-*.js). */
function watchBoardCode(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (chunkPattern("live-board").test(request.url())) requested.push(request.url());
  });
  return requested;
}

test.describe("the board before its code has loaded (a visitor with no saved board)", () => {
  test("arrives as its HTML, with no code; a filter chosen first applies once the board is live", async ({
    page,
  }) => {
    const boardCode = watchBoardCode(page);
    const requests = watchRequests(page);
    const board = await openBoard(page);
    await expect(itemNames(board, groupName("this-sprint"))).toHaveCount(groupSize("this-sprint"));
    // Everything the page loads by itself has loaded (a condition, not an idle timer).
    await requests.settled();
    expect(boardCode, "the board's code before any press").toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

    // A visitor reaches the menu by Tab or a press; either is the intent that loads the code.
    const owner = board.getByRole("combobox", { name: "Owner" });
    await owner.focus();
    await owner.selectOption({ label: personName("mia") });
    await expect(board).toHaveAttribute("data-region-live", "");
    await expect(owner.locator("option:checked")).toHaveText(personName("mia"));
    await expect(itemNames(board, groupName("this-sprint"))).toHaveText([
      itemName("hero-redesign"),
    ]);
    expect(boardCode).toHaveLength(1);
  });

  test("a drag begun before the board's code has loaded is handed over to it @desktop", async ({
    page,
  }) => {
    const board = await openBoard(page);
    const item = itemName("launch-post");
    await dragByMouse(
      page,
      grip(board, item),
      itemNames(board, groupName("next-sprint")).first(),
      () =>
        // The press loads the page's and the board's code; the hand stays down meanwhile.
        expect(board).toHaveAttribute("data-region-live", ""),
    );
    await expect(itemNames(board, groupName("next-sprint"))).toContainText([item]);
    await expect(itemNames(board, groupName("this-sprint"))).not.toContainText([item]);
  });

  test("a saved board is drawn as it was left, live on arrival, and the starting board never shows @desktop", async ({
    page,
  }) => {
    const board = await openBoard(page);
    await addItem(board, groupName("next-sprint"), "Kept in this browser");
    await expect(itemNames(board, groupName("next-sprint")).last()).toHaveText(
      "Kept in this browser",
    );
    // From the first frame of the next load until the board is live: is the starting board,
    // which the HTML holds, ever drawn?
    await page.addInitScript(() => {
      const seen = { startingBoardShown: false };
      Object.assign(window, { seen });
      const look = () => {
        const region = document.querySelector("[data-hydrate-region]");
        if (region?.hasAttribute("data-region-live")) return;
        if (region?.checkVisibility({ visibilityProperty: true })) seen.startingBoardShown = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.reload();
    await expect(board).toHaveAttribute("data-region-live", "");
    await expect(itemNames(board, groupName("next-sprint")).last()).toHaveText(
      "Kept in this browser",
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { seen: { startingBoardShown: boolean } }).seen,
      ),
    ).toEqual({ startingBoardShown: false });
  });
});

test.describe("live demo board", () => {
  test("the page is prerendered with the starting board and its controls", async ({ request }) => {
    const html = await (await request.get("/demo-projects")).text();
    for (const text of [
      demoPage.liveBoardSection.heading,
      itemName("hero-redesign"),
      itemName("checkout-timeout"),
      itemName("search-indexing"),
      recipeText("done-to-completed"),
      "Reset demo",
    ])
      expect(html).toContain(text);
  });

  test("the home page's Watch Demo section and project management lead to the board, whose code loads only there @desktop", async ({
    page,
  }) => {
    const boardCode = watchBoardCode(page);
    await page.goto("/");
    const home = siteContent("pages/home.json");
    await page.getByRole("link", { name: home.hero.secondary.label }).click();
    const tour = page.getByRole("region", { name: home.demoTour.heading });
    await tour.getByRole("link", { name: home.demoTour.cta.label }).click();
    await expect(page).toHaveURL(/\/demo-projects#live-board$/);
    const board = page.getByRole("group", { name: "Live demo board" });
    await expect(
      page.getByRole("heading", { name: demoPage.liveBoardSection.heading }),
    ).toBeInViewport();
    await showKanban(board);
    expect(boardCode).toHaveLength(1);

    boardCode.length = 0;
    const requests = watchRequests(page);
    await page.goto("/features/project-management");
    // Everything the page loads by itself has loaded (a condition, not an idle timer).
    await requests.settled();
    expect(boardCode, "the board's code on another page").toEqual([]);
    await page
      .getByRole("link", { name: siteContent("features/project-management.json").tryIt.label })
      .click();
    await expect(page).toHaveURL(/\/demo-projects#live-board$/);
    await showKanban(board);
    expect(boardCode).toHaveLength(1);
  });

  test("by keyboard: add, move from the item's menu with an announcement, Done, undo, reset @desktop", async ({
    page,
  }) => {
    const board = await openBoard(page);
    const item = "Keyboard-only checklist";
    const field = board.getByRole("textbox", { name: "New item in This sprint" });
    await field.focus();
    await page.keyboard.type(item);
    await page.keyboard.press("Enter");
    await expect(itemNames(board, groupName("this-sprint")).last()).toHaveText(item);

    // Move up, from the actions menu: focus stays on the item's actions. The button says
    // whether its menu is open through the popover it opens, not an aria-expanded of its own.
    const actionsName = `Actions for ${q(item)}`;
    await actionsButton(board, item).focus();
    await expect.poll(() => expandedForAssistiveTechnology(page, actionsName)).toBe(false);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem").first()).toBeFocused();
    await expect.poll(() => expandedForAssistiveTechnology(page, actionsName)).toBe(true);
    await expect(actionsButton(board, item)).not.toHaveAttribute("aria-expanded");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Move up" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(itemNames(board, groupName("this-sprint")).nth(3)).toHaveText(item);
    await expect(liveRegion(page)).toHaveText(`Moved ${q(item)} to This sprint, position 4 of 5.`);
    await expect(actionsButton(board, item)).toBeFocused();
    await expect.poll(() => expandedForAssistiveTechnology(page, actionsName)).toBe(false);

    // Move to another group.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeFocused();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "Move to Next sprint" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(itemNames(board, groupName("next-sprint")).last()).toHaveText(item);
    await expect(liveRegion(page)).toHaveText(`Moved ${q(item)} to Next sprint, position 4 of 4.`);
    await expect(actionsButton(group(board, groupName("next-sprint")), item)).toBeFocused();

    // Status from its menu: End is the last status, Done; the recipe moves the item.
    await statusButton(board, item).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio", { name: statusName("to-do") })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitemradio", { name: statusName("done") })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(itemNames(board, groupName("completed")).first()).toHaveText(item);
    await expect(statusButton(board, item)).toBeFocused();

    // Ctrl+Z takes back the whole change, the move by the recipe with it.
    await page.keyboard.press("Control+z");
    await expect(itemNames(board, groupName("next-sprint")).last()).toHaveText(item);
    await expect(statusButton(board, item)).toHaveText(statusName("to-do"));
    await expect(liveRegion(page)).toContainText("Undone:");

    const reset = board.getByRole("button", { name: "Reset demo" });
    await reset.focus();
    await page.keyboard.press("Enter");
    await expect(board.getByRole("rowheader", { name: item })).toHaveCount(0);
  });

  test("in Hebrew, right to left: a drag and the keyboard move items, statuses read in Hebrew and Done's recipe runs by its id @desktop", async ({
    page,
  }) => {
    const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
    const words = read("content/translations/he/collections/demo-board.json");
    const messages = read("messages/he.json");
    const [thisSprint, nextSprint, completed] = words.groups;
    const item = thisSprint.items[2].name;
    const [toDo, , , inReview, , done] = words.statuses.map((s: { name: string }) => s.name);
    // "Status of “{item}”: {status}", as the Hebrew messages word it.
    const [before] = messages.demo_board_status_menu.split("{status}");
    const statusOf = (name: string) =>
      board.getByRole("button", {
        name: new RegExp(
          `^${before.replace("{item}", name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        ),
      });

    // A group's name is followed by its count; \b knows no Hebrew letters, \p{L} does.
    const itemsIn = (name: string) =>
      board
        .getByRole("region", { name: new RegExp(`^${name}(?!\\p{L})`, "u") })
        .getByRole("rowheader");

    await page.goto("/he/demo-projects");
    const board = page.getByRole("group", { name: messages.demo_board_region });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(statusOf(item)).toHaveText(toDo);

    // A drag, right to left: the grip is at the row's right end.
    await dragByMouse(page, grip(board, item), itemsIn(nextSprint.name).first());
    await expect(itemsIn(nextSprint.name)).toContainText([item]);

    // The status menu by keyboard: its names are Hebrew, and End is Done.
    await statusOf(item).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio", { name: toDo })).toBeFocused();
    await expect(page.getByRole("menuitemradio", { name: inReview })).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitemradio", { name: done })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(itemsIn(completed.name).first()).toHaveText(item);
    await expect(statusOf(item)).toHaveText(done);
    const hebrewToasts = page.getByRole("region", {
      name: new RegExp(`^${messages.toast_region_label.split(" (")[0]}`),
    });
    await expect(hebrewToasts.getByText(messages.demo_toast_automation_moved_title)).toBeVisible();
    await expect(
      board.getByRole("combobox", { name: messages.demo_board_status_filter }),
    ).toContainText(done);
  });

  test("the toast's Undo takes back what the automation did; the recipe can be switched off @desktop", async ({
    page,
  }) => {
    const board = await openBoard(page);
    const item = itemName("hero-redesign");
    await setStatus(page, board, item, statusName("done"));
    await expect(itemNames(board, groupName("completed")).first()).toHaveText(item);
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(itemNames(board, groupName("this-sprint")).first()).toHaveText(item);
    await expect(statusButton(board, item)).toHaveText(statusName("in-progress"));

    const recipe = board.getByRole("checkbox", {
      name: recipeText("done-to-completed"),
    });
    await expect(recipe).toBeChecked();
    await recipe.uncheck();
    await setStatus(page, board, item, statusName("done"));
    await expect(statusButton(group(board, groupName("this-sprint")), item)).toHaveText(
      statusName("done"),
    );
    await expect(itemNames(board, groupName("completed"))).toHaveText([
      itemName("search-indexing"),
    ]);
  });

  test("In Review notifies the owner with a toast, unless that recipe is off @desktop", async ({
    page,
  }) => {
    const board = await openBoard(page);
    await setStatus(page, board, itemName("launch-post"), statusName("in-review"));
    await expect(toasts(page).getByText("Ana Lopez was notified")).toBeVisible();
    await expect(toasts(page)).toContainText(`${q(itemName("launch-post"))} is In Review.`);

    await board.getByRole("checkbox", { name: /notify the owner/ }).uncheck();
    await setStatus(page, board, itemName("hero-redesign"), statusName("ready-for-testing"));
    await expect(statusButton(board, itemName("hero-redesign"))).toHaveText(
      statusName("ready-for-testing"),
    );
    await expect(toasts(page).getByText(`${personName("mia")} was notified`)).toHaveCount(0);
  });

  test("Kanban view and the owner and status filters", async ({ page }) => {
    const board = await openBoard(page);
    await board.getByRole("button", { name: "Kanban" }).click();
    await expect(board.getByRole("button", { name: "Kanban" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(board.getByRole("table")).toHaveCount(0);
    await expect(group(board, groupName("next-sprint")).getByRole("listitem")).toHaveCount(3);

    await board.getByRole("combobox", { name: "Owner" }).selectOption({ label: personName("mia") });
    await expect(group(board, groupName("this-sprint")).getByRole("listitem")).toHaveCount(1);
    await expect(group(board, groupName("this-sprint"))).toContainText(itemName("hero-redesign"));
    await expect(group(board, groupName("completed"))).toContainText("No items match the filters.");

    await board.getByRole("combobox", { name: "Owner" }).selectOption({ label: "All owners" });
    await board
      .getByRole("combobox", { name: "Status" })
      .selectOption({ label: statusName("to-do") });
    await expect(group(board, groupName("next-sprint")).getByRole("listitem")).toHaveCount(2);
    await expect(group(board, groupName("this-sprint")).getByRole("listitem")).toHaveCount(1);
    await expect(group(board, groupName("this-sprint"))).toContainText(itemName("launch-post"));
  });

  test("groups: add, rename and delete, with undo @desktop", async ({ page }) => {
    const board = await openBoard(page);
    await board.getByRole("textbox", { name: "New group name" }).fill("Backlog");
    await board.getByRole("button", { name: "Add group" }).click();
    await expect(group(board, "Backlog")).toContainText("No items yet.");

    await board.getByRole("button", { name: "Actions for the group Backlog" }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const rename = board.getByRole("textbox", { name: "New name for the group Backlog" });
    await expect(rename).toBeFocused();
    await rename.fill("Icebox");
    await rename.press("Enter");
    await expect(group(board, "Icebox")).toBeVisible();

    await board.getByRole("button", { name: "Actions for the group Icebox" }).click();
    await page.getByRole("menuitem", { name: "Delete group" }).click();
    await expect(group(board, "Icebox")).toHaveCount(0);
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(group(board, "Icebox")).toBeVisible();

    await actionsButton(board, itemName("pricing-copy")).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const field = board.getByRole("textbox", {
      name: `New name for ${q(itemName("pricing-copy"))}`,
    });
    await field.fill("Pricing page copy, final");
    await field.press("Enter");
    await expect(board.getByRole("rowheader", { name: "Pricing page copy, final" })).toBeVisible();
    await actionsButton(board, "Pricing page copy, final").click();
    await page.getByRole("menuitem", { name: "Delete item" }).click();
    await expect(board.getByRole("rowheader", { name: "Pricing page copy, final" })).toHaveCount(0);
  });

  for (const [what, saved, notice] of [
    ["not JSON", "{not json", englishMessage("demo_toast_unreadable")],
    ["of another version", JSON.stringify({ version: 0, board: {} }), "another version"],
  ] as const)
    test(`a saved board ${what} resets with a notice @desktop`, async ({ page }) => {
      await openBoard(page);
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: STORAGE_KEY,
        value: saved,
      });
      const board = await openBoard(page);
      await expect(toasts(page).getByText("The demo board started fresh")).toBeVisible();
      await expect(toasts(page)).toContainText(notice);
      await expect(itemNames(board, groupName("this-sprint"))).toHaveCount(
        groupSize("this-sprint"),
      );
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBeNull();
    });

  test("two tabs stay consistent @desktop", async ({ page, context }) => {
    const first = await openBoard(page);
    const other = await context.newPage();
    const otherProblems = problemsOf(other);
    const second = await openBoard(other);

    await addItem(first, groupName("next-sprint"), "Seen in both tabs");
    // The other tab, not touched yet, loads its board when this one saves, and draws it.
    await expect(itemNames(second, groupName("next-sprint")).last()).toHaveText(
      "Seen in both tabs",
    );

    await setStatus(other, second, "Seen in both tabs", statusName("done"));
    await expect(itemNames(first, groupName("completed")).first()).toHaveText("Seen in both tabs");
    await expect(liveRegion(page)).toHaveText("The board was changed in another tab.");

    await second.getByRole("button", { name: "Reset demo" }).click();
    await expect(first.getByRole("rowheader", { name: "Seen in both tabs" })).toHaveCount(0);
    await expect(itemNames(first, groupName("next-sprint"))).toHaveCount(3);
    expect(otherProblems, "console errors in the second tab").toEqual([]);
    await other.close();
  });
});
