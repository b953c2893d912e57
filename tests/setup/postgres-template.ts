// Names shared by global-setup.ts (which creates, migrates and drops the run's template and its
// copies) and per-file.ts (which makes each file's copy).
//
// Every run makes a template of its own, named after TEST_DATABASE_URL's database and the run's
// process id: two runs on one server (two engineers, or CI beside a developer's run) never copy,
// migrate or drop each other's databases.

const runMarker = "_r";

/** The run's template: `<base>_r<pid>`. */
export const runTemplateName = (base: string, pid: number) => `${base.slice(0, 30)}${runMarker}${pid}`;

/** The per-file databases of `template` are named `<template>_f<random>`. */
export const fileDatabasePrefix = (template: string) => `${template}_f`;

/** The process id of the run that made a template or a copy of it (by its name), or null. */
export function runOf(name: string, base: string): number | null {
  const prefix = `${base.slice(0, 30)}${runMarker}`;
  if (!name.startsWith(prefix)) return null;
  const pid = /^\d+/.exec(name.slice(prefix.length))?.[0];
  return pid ? Number(pid) : null;
}

/** A database on the same server other than the template: CREATE and DROP DATABASE run from there. */
export function maintenanceUrl(url: string) {
  const target = new URL(url);
  target.pathname = "/postgres";
  return target.toString();
}
