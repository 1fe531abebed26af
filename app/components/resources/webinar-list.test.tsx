import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { webinars } from "~/content/resources-webinars";
import type { Webinar } from "~/content/schemas";
import { formatEventMoment } from "~/lib/format-event";
import { WebinarList } from "./webinar-list";

// The webinars as content/resources/webinars.json has them; the first one's start as an
// editor is still typing it in the editor, whose preview draws this list with each key.
const [first, ...others] = webinars as [Webinar, ...Webinar[]];
const halfTyped = "2026-12-0";

describe("<WebinarList> with a start still being typed", () => {
  it("draws every webinar, the half-typed start as typed and marked, the others' day and time", () => {
    render(<WebinarList webinars={[{ ...first, startsAt: halfTyped }, ...others]} />);
    const cards = screen.getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(
      webinars.map((webinar) => webinar.title),
    );
    const [typed, ...drawn] = cards as [HTMLElement, ...HTMLElement[]];
    const marked = within(typed).getByText(halfTyped);
    expect(marked.dataset.notDrawn).toMatch(/^not a date and time with its offset/);
    expect(typed.querySelector("time")).toBeNull();
    drawn.forEach((card, index) => {
      const { day, time } = formatEventMoment(others[index]?.startsAt ?? "", "en");
      expect(within(card).getByText(day).tagName).toBe("TIME");
      expect(within(card).getByText(time)).toBeTruthy();
      expect(card.querySelector("[data-not-drawn]")).toBeNull();
    });
  });
});
