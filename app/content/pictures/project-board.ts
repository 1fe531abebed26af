import pictureFile from "../../../content/pictures/project-board.json" with { type: "json" };
import type { ProjectBoardPicture } from "../pictures.schema";

/** The project management page's picture: a kanban board, from content/pictures/project-board.json. */
export const projectBoard = pictureFile as ProjectBoardPicture;
