import { Icon } from "~/components/icon";
import { applyThemeChoice, nextThemeChoice } from "~/lib/theme";

const faces = [
  ["light", "sun"],
  ["dark", "moon"],
  ["system", "monitor"],
] as const;

/**
 * The header's light / dark / system toggle; from 768 to 1023 px the header menus leave it
 * no room, and the system setting (or the choice made at another width) applies. CSS shows the icon and name of the choice in
 * force (from `data-theme` on <html>, app.css), so it is right from the first paint and
 * needs no state here; each press saves the next choice and applies it at once.
 */
export function ThemeToggle() {
  return (
    <button
      type="button"
      className="theme-toggle inline-flex size-11 items-center justify-center rounded-md hover:bg-muted md:max-lg:hidden lg:size-10"
      onClick={() => applyThemeChoice(nextThemeChoice())}
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
