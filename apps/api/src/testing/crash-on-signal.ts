/** The signal that makes an api started with TEST_CRASH_SIGNAL crash. */
export const TEST_CRASH_SIGNAL = 'SIGUSR2';

/**
 * Tests only (TEST_CRASH_SIGNAL, which production refuses: see api-env.ts): on SIGUSR2 this process
 * throws an error that nothing catches, on the event loop, as a bug would, and dies of it. The fault
 * suite uses it to see `npm start`'s supervisor bring a crashed api back while candidates type.
 */
export function crashOnSignal(): void {
  process.on(TEST_CRASH_SIGNAL, () => {
    setImmediate(() => {
      throw new Error(`Crashing on ${TEST_CRASH_SIGNAL}, as TEST_CRASH_SIGNAL asks`);
    });
  });
}
