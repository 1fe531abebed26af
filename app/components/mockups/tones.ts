import type { PictureTone } from "~/content/pictures.schema";

/*
 * The colours a picture's tone names (content/pictures): a status pill, a column's dot or
 * bar, a chart's stroke. The words beside each carry the meaning; colour only repeats it.
 * Whole class names, so Tailwind finds them here.
 */

/** A status pill: a soft background and its strong text colour. */
export const pillTone: Record<PictureTone, string> = {
  waiting: "bg-muted text-muted-foreground",
  active: "bg-warning-soft text-warning",
  blocked: "bg-destructive/10 text-destructive",
  done: "bg-success-soft text-success",
  info: "bg-primary-soft text-primary",
  accent: "bg-accent-soft text-accent",
};

/** A column's dot or a stage's bar. */
export const markTone: Record<PictureTone, string> = {
  waiting: "bg-muted-foreground",
  active: "bg-warning",
  blocked: "bg-destructive",
  done: "bg-success",
  info: "bg-primary",
  accent: "bg-accent",
};

/** A chart's colour, for SVG strokes and fills. */
export const colourTone: Record<PictureTone, string> = {
  waiting: "var(--color-muted-foreground)",
  active: "var(--color-warning)",
  blocked: "var(--color-destructive)",
  done: "var(--color-success)",
  info: "var(--color-primary)",
  accent: "var(--color-accent)",
};
