import { Icon } from "~/components/icon";
import { boardLabels, demoBoard } from "~/content/demo-board";
import type { Board } from "./board-model";
import type { BoardAction } from "./board-reducer";

/** The automations as recipes, each switched on or off with its checkbox. */
export function BoardRecipes({
  recipes,
  run,
}: {
  recipes: Board["recipes"];
  run: (action: BoardAction) => void;
}) {
  return (
    <section aria-labelledby="board-automations-heading" className="rounded-lg border p-3">
      <h3 id="board-automations-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Icon name="zap" className="size-4 text-primary" />
        {boardLabels.automationsHeading}
      </h3>
      <ul className="mt-2 grid gap-2 text-sm">
        {demoBoard.recipes.map((recipe) => (
          <li key={recipe.id}>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                checked={recipes[recipe.id]}
                onChange={(event) =>
                  run({ type: "setRecipe", recipe: recipe.id, on: event.target.checked })
                }
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              {recipe.text}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
