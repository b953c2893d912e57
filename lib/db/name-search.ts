/**
 * `?q=` of a resource's list (lists, topics, segments, categories, campaigns, automations): the part
 * of its `where` that matches the name or the description, case-insensitive; nothing without `q`.
 */
export function nameOrDescriptionContains(q: string | undefined) {
  const contains = { contains: q ?? "", mode: "insensitive" as const };
  return q ? { OR: [{ name: contains }, { description: contains }] } : {};
}
