/** Filled in by its own change: this section's part of the Security page. */
export function PasswordSection() {
  return null;
}
