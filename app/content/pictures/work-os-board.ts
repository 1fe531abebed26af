import pictureFile from "../../../content/pictures/work-os-board.json" with { type: "json" };
import type { WorkOsBoardPicture } from "../pictures.schema";

/** The features overview's picture: one board as a table, from content/pictures/work-os-board.json. */
export const workOsBoard = pictureFile as WorkOsBoardPicture;
