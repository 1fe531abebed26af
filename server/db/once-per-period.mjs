import { sql } from "kysely";

/**
 * Claims `job` for the period of `periodMs` that `now` falls in: true for the one caller
 * (of any instance on the database) whose claim lands first, false for every other. Claims
 * older than `keepPeriods` are deleted as new ones are made.
 */
export async function claimPeriod(db, job, { periodMs, now = new Date(), keepPeriods = 30 }) {
  const period = Math.floor(now.getTime() / periodMs);
  const { rows } = await sql`insert into job_run (job, period, started_at)
    values (${job}, ${period}, ${now}) on conflict (job, period) do nothing
    returning period`.execute(db);
  if (rows.length === 0) return false;
  await sql`delete from job_run where job = ${job} and period < ${period - keepPeriods}`.execute(
    db,
  );
  return true;
}
