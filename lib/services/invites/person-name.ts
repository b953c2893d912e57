/** How a user is named to other people: first and last name, else the email address. */
export function personName(user: { firstName: string | null; lastName: string | null; email: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ").trim() || user.email;
}
