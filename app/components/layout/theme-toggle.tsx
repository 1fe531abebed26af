import { Icon } from "~/components/icon";
import { StaticContent } from "~/components/static-content";
import { m } from "~/paraglide/messages.js";

const faces = [
  ["light", "sun", m.theme_light],
  ["dark", "moon", m.theme_dark],
  ["system", "monitor", m.theme_system],
] as const;

/**
 * The header's light / dark / system toggle. The head script in every page's <head>
 * (pipeline/postbuild/head-script.mjs) answers its presses, from the first paint and before the
 * page's JavaScript loads; CSS shows the icon and name of the choice in force, read from
 * `data-theme` on <html> (app.css). So React has nothing to do for it: the build draws it
 * and the page adopts the HTML. From 768 to 1023 px the header menus leave it no room, and
 * the system setting (or the choice made at another width) applies.
 */
export function ThemeToggle() {
  return (
    <StaticContent className="flex md:max-lg:hidden">
      {import.meta.env.SSR ? <ThemeToggleButton /> : null}
    </StaticContent>
  );
}

function ThemeToggleButton() {
  return (
    <button
      type="button"
      data-tooltip=""
      data-answered-by="head-script"
      className="theme-toggle relative inline-flex size-11 items-center justify-center rounded-md hover:bg-muted lg:size-10"
    >
      {faces.map(([choice, icon, name]) => (
        <span key={choice} className={`theme-state theme-state-${choice}`}>
          <Icon name={icon} className="size-5" />
          <span className="sr-only">{name()}</span>
        </span>
      ))}
    </button>
  );
}
