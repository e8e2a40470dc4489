/**
 * Waits until `condition` holds, checking every few milliseconds: tests wait for what they
 * need, not for a fixed time, so they pass on a slow machine and finish early on a fast one.
 * Gives up with an error after `timeoutMs` (a hang guard, not a pace).
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<void> {
  const { timeoutMs = 20_000, intervalMs = 10 } = options;
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${options.what ?? 'a condition'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Options for vi.waitFor, as patient as waitFor above: its default second is too short on a
 * busy machine. A wait still ends as soon as its condition holds.
 */
export const patience = { timeout: 20_000 };
