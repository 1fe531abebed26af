import pictureFile from "../../../content/pictures/automation-rule.json" with { type: "json" };
import type { AutomationRulePicture } from "../pictures.schema";

/** The workflow automation page's picture: one rule, from content/pictures/automation-rule.json. */
export const automationRule = pictureFile as AutomationRulePicture;
