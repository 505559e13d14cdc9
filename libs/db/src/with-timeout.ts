/**
 * `promise`, or a rejection ("no answer within N ms") once `ms` have passed: for a check or a close
 * that must not hang on a server that does not answer. The timer never keeps a stopping process alive.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref();
    }),
  ]).finally(() => clearTimeout(timer));
}
