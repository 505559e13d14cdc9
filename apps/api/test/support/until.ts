/**
 * Resolves once `check` holds, asking every 25 ms: a test waits for what it needs to have happened,
 * not for a fixed time that is too long on a fast machine and too short on a slow one.
 */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} not reached in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
