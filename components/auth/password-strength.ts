export const MIN_PASSWORD_LENGTH = 8; // the API's rule (lib/auth/passwords.ts), which stays server-only

/** How strong a password looks; `verdict` names its words under `auth.password` in the messages. */
export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  verdict: "empty" | "tooShort" | "weak" | "good" | "strong";
  missing: number;
};

/**
 * A rough guide while typing, not a gate: length matters most, then mixing kinds of characters.
 * The API only enforces the minimum length.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return { score: 0, verdict: "empty", missing: MIN_PASSWORD_LENGTH };
  if (password.length < MIN_PASSWORD_LENGTH)
    return { score: 1, verdict: "tooShort", missing: MIN_PASSWORD_LENGTH - password.length };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const repetitive = /^(.)\1+$/.test(password) || /^(?:0123|1234|abcd|qwer|pass)/i.test(password);
  if (repetitive || (password.length < 10 && kinds <= 1)) return { score: 2, verdict: "weak", missing: 0 };
  if (password.length >= 14 || (password.length >= 10 && kinds >= 3))
    return { score: 4, verdict: "strong", missing: 0 };
  return { score: 3, verdict: "good", missing: 0 };
}
