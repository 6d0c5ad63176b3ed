/**
 * User input shown inside a one-line message: control characters escaped (a newline cannot split the
 * error) and long text cut to its start.
 */
export function showInput(text: string, max = 60): string {
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return JSON.stringify(cut);
}
