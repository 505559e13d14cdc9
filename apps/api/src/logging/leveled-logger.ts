import type { LoggerService, LogLevel } from '@nestjs/common';

/**
 * Nest's log levels in front of the JSON logger: nestjs-pino's logger ignores the levels Nest is
 * given, so without this `main.ts` asking for warnings and errors only would still print the start-up
 * route listing. pino's own level (LOG_LEVEL) then applies to what passes, and to the request lines.
 */
export class LeveledLogger implements LoggerService {
  private readonly enabled: ReadonlySet<LogLevel>;

  constructor(
    private readonly inner: LoggerService,
    levels: readonly LogLevel[],
  ) {
    this.enabled = new Set(levels);
  }

  log(message: unknown, ...rest: unknown[]): void {
    if (this.enabled.has('log')) this.inner.log(message, ...rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    if (this.enabled.has('error')) this.inner.error(message, ...rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    if (this.enabled.has('warn')) this.inner.warn(message, ...rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    if (this.enabled.has('debug')) this.inner.debug?.(message, ...rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    if (this.enabled.has('verbose')) this.inner.verbose?.(message, ...rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    if (this.enabled.has('fatal') || this.enabled.has('error')) this.inner.fatal?.(message, ...rest);
  }
}
