export const MIN_PASSWORD_LENGTH = 8; // the API's rule (lib/auth/passwords.ts), which stays server-only

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; label: string; hint: string };

/**
 * A rough guide while typing, not a gate: length matters most, then mixing kinds of characters.
 * The API only enforces the minimum length.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { score: 0, label: "", hint: `Use at least ${MIN_PASSWORD_LENGTH} characters.` };
  if (password.length < MIN_PASSWORD_LENGTH) {
    const missing = MIN_PASSWORD_LENGTH - password.length;
    return { score: 1, label: "Too short", hint: `${missing} more character${missing === 1 ? "" : "s"} to go.` };
  }
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const repetitive = /^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|qwer|pass)/i.test(password);
  if (repetitive || (password.length < 10 && kinds <= 1)) {
    return { score: 2, label: "Weak", hint: "Add words, numbers or symbols to make it harder to guess." };
  }
  if (password.length >= 14 || (password.length >= 10 && kinds >= 3)) {
    return { score: 4, label: "Strong", hint: "Great password." };
  }
  return { score: 3, label: "Good", hint: "A longer passphrase would be even stronger." };
}
