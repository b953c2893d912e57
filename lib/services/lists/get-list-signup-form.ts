import { getListOrThrow } from "./get-list";
import { signupFormSnippet } from "./signup-form-snippet";

/** The embeddable signup form of one of the team's lists (404 for another team's list). */
export async function getListSignupForm({ teamId, id }: { teamId: string; id: string }) {
  const list = await getListOrThrow({ teamId, id });
  return { html: signupFormSnippet({ listId: list.id, listName: list.name }) };
}
