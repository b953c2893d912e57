// TEMPORARY stub: replaced by a real query once the database layer lands.
export async function getShellTeam(): Promise<{ id: string; name: string } | null> {
  return { id: "demo", name: "Demo team" };
}
