import pictureFile from "../../../content/pictures/executive-dashboard.json" with { type: "json" };
import type { ExecutiveDashboardPicture } from "../pictures.schema";

/** The dashboards page's picture: an executive overview, from content/pictures/executive-dashboard.json. */
export const executiveDashboard = pictureFile as ExecutiveDashboardPicture;
