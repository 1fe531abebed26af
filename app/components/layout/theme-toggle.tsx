import { Icon } from "~/components/icon";
import { applyThemeChoice, currentThemeChoice, type ThemeChoice } from "~/lib/theme";

/** Each press moves to the next choice: system, then light, then dark, then system. */
export const nextThemeChoice: Record<ThemeChoice, ThemeChoice> = {
  system: "light",
  light: "dark",
  dark: "system",
};

const faces = [
  ["light", "sun"],
  ["dark", "moon"],
  ["system", "monitor"],
] as const;

/**
 * The header's light / dark / system toggle. CSS shows the icon and name of the choice in
 * force (from `data-theme` on <html>, app.css), so it is right from the first paint and
 * needs no state here; a press saves the next choice and applies it at once.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="theme-toggle inline-flex size-11 items-center justify-center rounded-md hover:bg-muted md:size-10"
      onClick={() => applyThemeChoice(nextThemeChoice[currentThemeChoice()])}
    >
      {faces.map(([choice, icon]) => (
        <span key={choice} className={`theme-state theme-state-${choice}`}>
          <Icon name={icon} className="size-5" />
          <span className="sr-only">Theme: {choice}</span>
        </span>
      ))}
    </button>
  );
}
