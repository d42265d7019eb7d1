/**
 * Waits until `condition` holds (it may ask over the network), looking every 20 ms, and fails naming `what` past `ms`: a test
 * waits for the event it expects, never a fixed time.
 */
export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
