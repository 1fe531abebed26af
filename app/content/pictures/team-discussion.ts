import pictureFile from "../../../content/pictures/team-discussion.json" with { type: "json" };
import type { TeamDiscussionPicture } from "../pictures.schema";

/** The team collaboration page's picture: a task's discussion, from content/pictures/team-discussion.json. */
export const teamDiscussion = pictureFile as TeamDiscussionPicture;
