import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** What a slow streaming upload saw: the answer, and whether the client had finished sending by then. */
export interface EarlyAnswer {
  status: number;
  body: { success: boolean; error: string; field?: string };
  clientHadFinishedSending: boolean;
  bytesSent: number;
}

/** One part of a multipart body; the last file part is the one streamed (its bytes follow the head). */
export type MultipartPart =
  { kind: 'text'; name: string; value: string } | { kind: 'file'; name: string; filename: string; type: string; bytes?: Buffer };

export interface SlowUpload {
  url: string;
  token: string;
  /** Every part before the streamed file, then the streamed file's own header (its bytes are not given). */
  parts: readonly MultipartPart[];
  /** The streamed file's declared length (Content-Length counts it in full). */
  declaredBytes: number;
  /** How much of it to send before stopping, the request not ended. */
  sendAtMost: number;
  waitMs?: number;
}

/**
 * Sends a multipart upload the way a slow client would: the parts, then the last file a chunk at a time,
 * up to `sendAtMost` bytes, and then it stops without ending the request. Only an answer the server
 * gives while the body still streams can come back: the test of a limit enforced while receiving.
 */
export function sendSlowUpload({
  url,
  token,
  parts,
  declaredBytes,
  sendAtMost,
  waitMs = 15_000,
}: SlowUpload): Promise<EarlyAnswer> {
  const boundary = `----cdi${randomBytes(8).toString('hex')}`;
  const head = Buffer.concat(
    parts.map((part, index) => {
      const opening = index === 0 ? '' : '\r\n';
      if (part.kind === 'text')
        return Buffer.from(`${opening}--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`);
      const header = `${opening}--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
      return Buffer.concat([Buffer.from(header), part.bytes ?? Buffer.alloc(0)]);
    }),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

  return new Promise((resolve, reject) => {
    let bytesSent = 0;
    const request = http.request(new URL(url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + declaredBytes + tail.length),
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${waitMs} ms after sending ${bytesSent} bytes of the file`));
    }, waitMs);
    request.on('response', (response) => {
      const clientHadFinishedSending = request.writableEnded;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          clientHadFinishedSending,
          bytesSent,
        });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.write(head);
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    const sendMore = () => {
      while (bytesSent < sendAtMost) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', sendMore);
      }
      // Stop here, the rest unsent and the request not ended.
    };
    sendMore();
  });
}
