export type UserIdInput = { kind: 'hua'; huaId: string } | { kind: 'user'; userId: string };

/** An input starting with h or H is a hua id (the letter dropped); anything else is a user id. */
export function parseUserIdInput(input: string): UserIdInput {
  const text = input.trim();
  if (/^h/i.test(text)) return { kind: 'hua', huaId: text.slice(1) };
  return { kind: 'user', userId: text };
}
