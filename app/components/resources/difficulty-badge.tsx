import { Badge } from "~/components/ui/badge";
import type { GuideSummary } from "~/content/article-types";
import { cn } from "~/lib/cn";
import { m } from "~/paraglide/messages.js";
import { difficultyName } from "./difficulty-name";

type Difficulty = GuideSummary["difficulty"];

/** A level as front matter names it, with its colour, its bars and its name in the page's language. */
const levels: Record<Difficulty, { tone: "success" | "warning" | "primary"; bars: number }> = {
  Beginner: { tone: "success", bars: 1 },
  Intermediate: { tone: "warning", bars: 2 },
  Advanced: { tone: "primary", bars: 3 },
};

/**
 * A guide's level: coloured, and also written out and drawn as one to three bars, so the
 * colour is never the only signal.
 */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { tone, bars } = levels[difficulty];
  return (
    <Badge tone={tone}>
      <span aria-hidden="true" className="flex items-end gap-0.5">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              "w-1 rounded-sm bg-current",
              bar === 1 ? "h-1.5" : bar === 2 ? "h-2.5" : "h-3.5",
              bar > bars && "opacity-25",
            )}
          />
        ))}
      </span>
      <span className="sr-only">{m.difficulty_label()}</span>
      <span>{difficultyName(difficulty)}</span>
    </Badge>
  );
}
