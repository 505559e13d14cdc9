// @ts-check
// One candidate's browser, as far as the morning's downloads go: keep-alive connections from one of the
// loopback source addresses, at most `parallel` requests at a time (a browser's six per host: in
// production the app and the api share one host), and what each response cost on the wire (status line,
// headers and body), by kind. Validators (ETags) are kept per URL, so a revisit asks If-None-Match.
import http from 'node:http';

/**
 * @typedef {'app' | 'video' | 'api' | 'content' | 'recording' | 'image'} Kind
 * @typedef {{ requests: number; bytes: number; notModified: number; failed: number }} Tally
 * @typedef {{ method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; revalidate?: boolean; keep?: boolean }} RequestOptions
 * @typedef {{ status: number; headers: http.IncomingHttpHeaders; body: Buffer | null }} Answer
 */

/** Bytes of a response's status line and headers as they came over the wire. */
function headBytes(/** @type {http.IncomingMessage} */ response) {
  let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
  for (const field of response.rawHeaders) bytes += field.length + 2; // "name: value\r\n"

  return bytes;
}

export class Browser {
  /**
   * @param {{ localAddress: string; parallel: number; onResponse?: (url: URL, bytes: number) => void }} options
   */
  constructor({ localAddress, parallel, onResponse }) {
    this.agent = new http.Agent({ keepAlive: true, localAddress });
    this.parallel = parallel;
    this.onResponse = onResponse;
    this.running = 0;
    /** @type {(() => void)[]} */
    this.waiting = [];
    /** @type {Map<string, string>} URL -> ETag */
    this.etags = new Map();
    /** Which visit the requests made now belong to. @type {'first' | 'repeat'} */
    this.visit = 'first';
    /** @type {Record<'first' | 'repeat', Partial<Record<Kind, Tally>>>} */
    this.tallies = { first: {}, repeat: {} };
  }

  /** Runs `task` when one of the browser's connections is free. */
  async slot(/** @type {() => Promise<Answer>} */ task) {
    if (this.running >= this.parallel) await new Promise((resolve) => this.waiting.push(() => resolve(undefined)));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /**
   * One request. `revalidate` sends the ETag this browser holds for the URL (If-None-Match); `keep`
   * keeps the body (JSON to read), otherwise it is only counted.
   * @param {Kind} kind
   * @param {string} url
   * @param {RequestOptions} [options]
   * @returns {Promise<Answer>}
   */
  request(kind, url, { method = 'GET', headers = {}, body, revalidate = false, keep = false } = {}) {
    const target = new URL(url);
    const etag = this.etags.get(url);
    const sent = { ...headers, ...(revalidate && etag ? { 'if-none-match': etag } : {}) };
    const tally = (this.tallies[this.visit][kind] ??= { requests: 0, bytes: 0, notModified: 0, failed: 0 });
    /** @returns {Promise<Answer>} */
    const attempt = (retried = false) =>
      new Promise((resolve, reject) => {
        const req = http.request(target, { method, headers: sent, agent: this.agent }, (response) => {
          let bytes = headBytes(response);
          /** @type {Buffer[]} */
          const chunks = [];
          response.on('data', (/** @type {Buffer} */ chunk) => {
            bytes += chunk.length;
            if (keep) chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            tally.requests++;
            tally.bytes += bytes;
            if (status === 304) tally.notModified++;
            else if (status >= 400) tally.failed++;
            const validator = response.headers.etag;
            if (validator && status === 200) this.etags.set(url, validator);
            this.onResponse?.(target, bytes);
            resolve({ status, headers: response.headers, body: keep ? Buffer.concat(chunks) : null });
          });
        });
        req.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
          // A kept-alive connection the server closed as the request went out: a browser sends it again.
          if (req.reusedSocket && error.code === 'ECONNRESET' && !retried) attempt(true).then(resolve, reject);
          else reject(error);
        });
        req.end(body);
      });
    return this.slot(() => attempt());
  }

  /**
   * A JSON call that must succeed; resolves with the parsed answer.
   * @param {Kind} kind
   * @param {string} url
   * @param {RequestOptions} [options]
   */
  async json(kind, url, options = {}) {
    const answer = await this.request(kind, url, { ...options, keep: true });
    if (answer.status !== 200) throw new Error(`${options.method ?? 'GET'} ${new URL(url).pathname} answered ${answer.status}`);
    return JSON.parse(/** @type {Buffer} */ (answer.body).toString('utf8'));
  }

  /**
   * A file that must arrive (200); revalidated, it may also be confirmed unchanged (304), which the
   * tally counts.
   * @param {Kind} kind
   * @param {string} url
   * @param {RequestOptions} [options]
   */
  async file(kind, url, options = {}) {
    const answer = await this.request(kind, url, options);
    if (answer.status !== 200 && !(options.revalidate && answer.status === 304)) {
      throw new Error(`${new URL(url).pathname} answered ${answer.status}`);
    }
    return answer;
  }

  close() {
    this.agent.destroy();
  }
}
