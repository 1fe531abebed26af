import pictureFile from "../../../content/pictures/board-columns.json" with { type: "json" };
import type { BoardColumns } from "../pictures.schema";

/** The headings every board picture shares, from content/pictures/board-columns.json. */
export const boardColumns = pictureFile as BoardColumns;
