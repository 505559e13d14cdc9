/**
 * The console for a person (`npm start`): pino's JSON lines as one readable line each, such as
 * `17:20:01 WARN  [Config] APP_SECRET is not set...`. Production keeps JSON (LOG_FORMAT).
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** pino's own fields and the ones a request line says in its own words. */
const SHOWN_ELSEWHERE = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'service',
  'msg',
  'context',
  'req',
  'res',
  'err',
  'responseTime',
]);

interface PinoLine {
  level?: number;
  time?: number;
  msg?: unknown;
  context?: unknown;
  req?: { method?: string; url?: string; id?: unknown };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

const clock = (time: number | undefined) => {
  const date = time === undefined ? new Date() : new Date(time);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
};

const shortValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One pino line (already parsed) as text for the console, without the trailing newline. */
export function readableLine(line: PinoLine): string {
  const level = (LEVELS[line.level ?? 30] ?? 'INFO').padEnd(5);
  const context = typeof line.context === 'string' && line.context ? `[${line.context}] ` : '';
  const message =
    line.req && line.res
      ? `${line.req.method ?? ''} ${line.req.url ?? ''} ${line.res.statusCode ?? ''}${
          line.responseTime === undefined ? '' : ` ${line.responseTime} ms`
        }`
      : String(line.msg ?? '');
  const extra = Object.entries(line)
    .filter(([key, value]) => !SHOWN_ELSEWHERE.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shortValue(value)}`);
  const text = [`${clock(line.time)} ${level} ${context}${message}`, ...extra].join(' ');
  // A request line's err is pino-http's own 'failed with status code 500': the status says it already.
  const err = line.req && line.res ? undefined : line.err;
  const stack = err?.stack ?? (err?.message && err.message !== line.msg ? err.message : undefined);
  return stack ? `${text}\n${stack.replace(/^/gm, '    ')}` : text;
}

function readableOrRaw(raw: string): string {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? readableLine(parsed as PinoLine) : raw;
  } catch {
    return raw;
  }
}

/** A pino destination writing readable lines to stdout; a line that is not JSON passes as it is. */
export function readableDestination(out: { write(text: string): unknown } = process.stdout): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      for (const raw of chunk.split('\n')) {
        if (!raw.trim()) continue;
        out.write(`${readableOrRaw(raw)}\n`);
      }
    },
  };
}
