import { DndContext, DragOverlay } from "@dnd-kit/core";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { boardLabels, boardMessages, boardToasts } from "~/content/demo-board";
import { toast } from "~/hooks/use-toast";
import { BoardContext, type BoardControls, type Editing } from "./board-context";
import type { BoardItem } from "./board-model";
import { BoardRecipes } from "./board-recipes";
import type { BoardAction, BoardEffect } from "./board-reducer";
import { type BoardNotice, boardStore } from "./board-store";
import { ALL, BoardToolbar, type BoardView, NOBODY } from "./board-toolbar";
import { AddGroupForm } from "./group-parts";
import { KanbanView } from "./kanban-view";
import { TableView } from "./table-view";
import { useBoardDrag } from "./use-board-drag";

const store = boardStore;

function showNotice(notice: BoardNotice | null) {
  if (notice) toast(boardToasts[notice]);
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The live demo board of /demo-projects. It renders the starting board first (the
 * prerendered HTML, so hydration matches), then reads the board saved in this browser and
 * marks itself live (`data-region-live`). Until then the page's loader holds its presses
 * and replays them (app/lib/page-loader/held-regions.ts); a choice made meanwhile in one of
 * its menus is read from the page as it goes live. Without JavaScript it stays disabled.
 */
export default function LiveBoard() {
  const history = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const [ready, setReady] = useState(false);
  const [view, setView] = useState<BoardView>("table");
  const [owner, setOwner] = useState(ALL);
  const [status, setStatus] = useState(ALL);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const focusNext = useRef<string | null>(null);

  const announce = useCallback((text: string) => {
    // The same words twice in a row would not be read again; a trailing space changes that.
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);

  const undo = useCallback(
    (entry?: number) => {
      const result = store.undo(entry);
      announce(result?.summary ?? boardMessages.nothingToUndo);
      showNotice(result?.notice ?? null);
    },
    [announce],
  );

  const showEffects = useCallback(
    (effects: BoardEffect[], entry: number): boolean => {
      const action = {
        label: boardToasts.undoAction,
        altText: boardToasts.undoAltText,
        onAction: () => undo(entry),
      };
      let toasted = false;
      for (const effect of effects) {
        toasted = true;
        if (effect.type === "movedByAutomation")
          toast({
            title: boardToasts.automationMoved.title,
            description: boardToasts.automationMoved.description(effect.item, effect.group),
            action,
          });
        else if (effect.type === "ownerNotified")
          toast(
            effect.owner
              ? {
                  title: boardToasts.ownerNotified.title(effect.owner),
                  description: boardToasts.ownerNotified.description(effect.item, effect.status),
                }
              : {
                  title: boardToasts.nobodyToNotify.title,
                  description: boardToasts.nobodyToNotify.description(effect.item, effect.status),
                },
          );
        else if (effect.type === "deleted")
          toast({ title: boardToasts.deleted.title, description: effect.what, action });
        else toast({ title: boardToasts.reset.title, description: boardMessages.reset, action });
      }
      return toasted;
    },
    [undo],
  );

  const run = useCallback(
    (action: BoardAction, focusId?: string) => {
      const result = store.dispatch(action);
      if (!result) {
        if ((action.type === "addItem" || action.type === "addGroup") && !action.name.trim())
          announce(boardMessages.emptyName);
        return;
      }
      focusNext.current = focusId ?? null;
      // A toast is announced itself; the live region speaks for the other changes.
      if (!showEffects(result.change.effects, result.entry)) announce(result.change.summary);
      showNotice(result.notice);
    },
    [announce, showEffects],
  );

  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    showNotice(store.start());
    // The filters' menus work before the board does: keep what the visitor chose there.
    const choice = (name: string) =>
      fieldset.current?.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value;
    setOwner(choice("owner") ?? ALL);
    setStatus(choice("status") ?? ALL);
    setReady(true);
    const onStorage = (event: StorageEvent) => {
      const message = store.sync(event);
      if (message) announce(message);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "z" || !(event.ctrlKey || event.metaKey)) return;
      if (event.shiftKey || event.altKey || isTextField(event.target) || !store.canUndo()) return;
      event.preventDefault();
      undo();
    };
    window.addEventListener("storage", onStorage);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [announce, undo]);

  // After a change renders, focus follows the item it moved (or what replaced it).
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });

  const board = history.board;
  const drag = useBoardDrag(board.groups, run);
  const filter = useCallback(
    (item: BoardItem) =>
      (owner === ALL || (owner === NOBODY ? item.owner === null : item.owner === owner)) &&
      (status === ALL || item.status === status),
    [owner, status],
  );
  const controls = useMemo<BoardControls>(
    () => ({
      run,
      groups: board.groups.map((g) => ({ id: g.id, name: g.name })),
      editing,
      setEditing,
    }),
    [run, board.groups, editing],
  );
  const View = view === "table" ? TableView : KanbanView;

  return (
    <BoardContext value={controls}>
      <fieldset
        ref={fieldset}
        disabled={!ready}
        aria-label={boardLabels.regionLabel}
        data-hydrate-region=""
        data-region-live={ready ? "" : undefined}
        className="m-0 grid min-w-0 grid-cols-1 gap-5 rounded-xl border bg-card p-3 shadow-sm sm:p-5"
      >
        <BoardToolbar
          view={view}
          onView={setView}
          owner={owner}
          onOwner={setOwner}
          status={status}
          onStatus={setStatus}
          canUndo={history.past.length > 0}
          onUndo={() => undo()}
          onReset={() => run({ type: "reset" })}
        />
        <BoardRecipes recipes={board.recipes} run={run} />
        <DndContext {...drag.context}>
          <View groups={drag.groups} filter={filter} />
          <DragOverlay dropAnimation={null}>
            {drag.activeItem ? (
              <div className="cursor-grabbing rounded-md border bg-card px-3 py-2 text-sm font-medium shadow-lg">
                {drag.activeItem.name}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
        <AddGroupForm className="max-w-md" />
      </fieldset>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </BoardContext>
  );
}
