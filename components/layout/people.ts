// How people appear across the dashboard: avatars and role names.

/** Two letters standing for a person or a team in avatars: "Ada Lovelace" -> "AL", "ada@x.io" -> "AX". */
export function initialsOf(text: string) {
  const words = text
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : text.trim().slice(0, 2);
  return letters.toUpperCase() || "?";
}
