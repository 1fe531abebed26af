import { useEffect } from "react";
import { Deferred, deferredSection } from "~/components/deferred-section";
import { TitledSection } from "~/components/sections/titled-section";
import { liveBoardSection } from "~/content/demo-projects";

/**
 * The live board's code (dnd-kit, the board, its data): not part of the page's first
 * view. The prerendered HTML shows the starting board; the code loads once the page is
 * interactive (on the visitor's first intent, or at once for a saved board) and hydrates
 * it in place.
 */
export const liveBoard = deferredSection(() => import("~/components/demo-board/live-board"));

export function LiveBoardSection() {
  useEffect(() => {
    // This page is the board's: load it just after the page hydrates, wherever it sits,
    // in a task of its own so hydration and the board's code do not add up to one long task.
    const timer = setTimeout(liveBoard.reveal, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <TitledSection
      id={liveBoardSection.id}
      headingId="live-board-heading"
      heading={liveBoardSection.heading}
      lead={liveBoardSection.lead}
      tone="muted"
    >
      {/* Live on arrival only for a visitor whose browser holds a saved board; for anyone
          else the board's first view is its HTML, its presses held until it is live. */}
      <div data-hydrate-when="saved-board">
        <Deferred section={liveBoard} />
      </div>
    </TitledSection>
  );
}
