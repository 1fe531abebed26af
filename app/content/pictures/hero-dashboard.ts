import pictureFile from "../../../content/pictures/hero-dashboard.json" with { type: "json" };
import type { HeroDashboardPicture } from "../pictures.schema";

/** The home page's picture: a team dashboard, from content/pictures/hero-dashboard.json. */
export const heroDashboard = pictureFile as HeroDashboardPicture;
