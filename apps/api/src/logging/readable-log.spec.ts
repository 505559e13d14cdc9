import { readableDestination, readableLine } from './readable-log';

const at = (hh: number, mm: number, ss: number) => new Date(2026, 10, 27, hh, mm, ss).getTime();

describe('the readable console', () => {
  it('writes the product’s own lines as time, level, context and message', () => {
    expect(
      readableLine({
        level: 40,
        time: at(17, 20, 1),
        pid: 7,
        hostname: 'h',
        service: 'cdi-api',
        context: 'Config',
        msg: 'APP_SECRET is not set',
      }),
    ).toBe('17:20:01 WARN  [Config] APP_SECRET is not set');
    expect(readableLine({ level: 30, time: at(9, 5, 0), context: 'Api', msg: 'Listening on 127.0.0.1:3000', port: 3000 })).toBe(
      '09:05:00 INFO  [Api] Listening on 127.0.0.1:3000 port=3000',
    );
  });

  it('says a request in a few words, never as JSON', () => {
    const line = readableLine({
      level: 50,
      time: at(8, 0, 0),
      req: { id: 'abc', method: 'GET', url: '/api/admin/logs' },
      res: { statusCode: 500 },
      responseTime: 12,
      msg: 'request errored',
      err: { message: 'failed with status code 500', stack: 'Error: failed with status code 500\n    at onResFinished' },
    });
    expect(line).toBe('08:00:00 ERROR GET /api/admin/logs 500 12 ms');
  });

  it('puts an error’s stack under its line, indented', () => {
    const line = readableLine({
      level: 50,
      time: at(8, 0, 0),
      msg: 'boom',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(line.split('\n')).toEqual(['08:00:00 ERROR boom', '    Error: boom', '        at x']);
  });

  it('passes through what is not JSON, line by line', () => {
    const written: string[] = [];
    readableDestination({ write: (text) => written.push(text) }).write(
      `plain text\n${JSON.stringify({ level: 30, time: at(1, 2, 3), msg: 'hello' })}\n`,
    );
    expect(written).toEqual(['plain text\n', '01:02:03 INFO  hello\n']);
  });
});
