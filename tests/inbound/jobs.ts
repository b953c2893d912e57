/** pg-boss for the tests that queue jobs (slow on a fresh database; queue creation takes turns). */
export async function startJobs() {
  const { getBoss } = await import("@/jobs/drivers/pg-boss");
  await getBoss();
}

export async function stopJobs() {
  const { stopWorker } = await import("@/jobs/drivers/pg-boss");
  await stopWorker();
}

/** The queued job `id`: its name and payload. */
export async function queuedJob(id: string): Promise<{ name: string; data: unknown } | undefined> {
  const [{ getBoss }, { JOB_TABLE }] = await Promise.all([
    import("@/jobs/drivers/pg-boss"),
    import("../helpers/job-table"),
  ]);
  const { rows } = await (await getBoss())
    .getDb()
    .executeSql(`SELECT name, data FROM ${JOB_TABLE} WHERE id = $1`, [id]);
  return rows[0] as { name: string; data: unknown } | undefined;
}
