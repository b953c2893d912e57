// Names shared by global-setup.ts (which migrates the template and drops the copies) and
// per-file.ts (which makes each file's copy).

/** The per-file databases of `template` are named `<template>_f<random>`. */
export const fileDatabasePrefix = (template: string) => `${template.slice(0, 40)}_f`;

/** A database on the same server other than the template: CREATE and DROP DATABASE run from there. */
export function maintenanceUrl(url: string) {
  const target = new URL(url);
  target.pathname = "/postgres";
  return target.toString();
}
