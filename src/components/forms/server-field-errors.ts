/** Server field messages (BAD_USER_INPUT `extensions.fields`, a 400's `{field: [messages]}`) → react-hook-form errors. */
export function applyServerFieldErrors<K extends string>(
  fields: Record<string, string[]>,
  setError: (name: K, error: { type: string; message: string }) => void,
  known: readonly K[],
): boolean {
  let any = false;
  for (const [name, messages] of Object.entries(fields)) {
    if ((known as readonly string[]).includes(name) && messages[0]) {
      setError(name as K, { type: "server", message: messages[0] });
      any = true;
    }
  }
  return any;
}
