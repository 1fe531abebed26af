import pictureFile from "../../../content/pictures/sales-pipeline.json" with { type: "json" };
import type { SalesPipelinePicture } from "../pictures.schema";

/** The sales CRM page's picture: a pipeline of deals, from content/pictures/sales-pipeline.json. */
export const salesPipeline = pictureFile as SalesPipelinePicture;
