import { leads } from "./001-leads.mjs";
// Every change to the schema, in the order it is applied. A migration is never edited once
// it has landed: a later one changes what an earlier one made. Each runs in a transaction
// and works the same on PGlite and on a PostgreSQL server.
import { newsletterMigration } from "./002-newsletter.mjs";
import { adminMigration } from "./003-admin.mjs";
import { vitalsMigration } from "./004-vitals.mjs";
import { leadHandledAtMigration } from "./005-lead-handled-at.mjs";
import { sharedLimitsMigration } from "./006-shared-limits.mjs";
import { deliveryQueueMigration } from "./007-delivery-queue.mjs";
import { jobRunsMigration } from "./008-job-runs.mjs";
import { sandboxWorldMigration } from "./009-sandbox-world.mjs";
import { visitAnalyticsMigration } from "./010-visit-analytics.mjs";
import { leadLocaleMigration } from "./011-lead-locale.mjs";
import { visitChannelMigration } from "./012-visit-channel.mjs";
import { leadNamePartsMigration } from "./013-lead-name-parts.mjs";
import { accountRolesMigration } from "./014-account-roles.mjs";
import { auditLogMigration } from "./015-audit-log.mjs";
import { releasesMigration } from "./016-releases.mjs";
import { visitFirstOfDayMigration } from "./018-visit-first-of-day.mjs";
import { visitFunnelsAndCountryMigration } from "./019-visit-funnels-and-country.mjs";
import { previewsMigration } from "./020-previews.mjs";
import { scheduledPublishesMigration } from "./021-scheduled-publishes.mjs";
import { analyticsSharesAndKeysMigration } from "./022-analytics-shares-and-keys.mjs";
import { leadChannelMigration } from "./023-lead-channel.mjs";

export const migrations = {
  "001-leads": leads,
  "002-newsletter": newsletterMigration,
  "003-admin": adminMigration,
  "004-vitals": vitalsMigration,
  "005-lead-handled-at": leadHandledAtMigration,
  "006-shared-limits": sharedLimitsMigration,
  "007-delivery-queue": deliveryQueueMigration,
  "008-job-runs": jobRunsMigration,
  "009-sandbox-world": sandboxWorldMigration,
  "010-visit-analytics": visitAnalyticsMigration,
  "011-lead-locale": leadLocaleMigration,
  "012-visit-channel": visitChannelMigration,
  "013-lead-name-parts": leadNamePartsMigration,
  "014-account-roles": accountRolesMigration,
  "015-audit-log": auditLogMigration,
  "016-releases": releasesMigration,
  "018-visit-first-of-day": visitFirstOfDayMigration,
  "019-visit-funnels-and-country": visitFunnelsAndCountryMigration,
  "020-previews": previewsMigration,
  "021-scheduled-publishes": scheduledPublishesMigration,
  "022-analytics-shares-and-keys": analyticsSharesAndKeysMigration,
  "023-lead-channel": leadChannelMigration,
};
