import { handshakeOriginAllowed } from './socket-origin';

describe('handshakeOriginAllowed', () => {
  it('accepts the page of the same origin as the socket, port included', () => {
    expect(handshakeOriginAllowed('http://127.0.0.1:5173', '127.0.0.1:5173', [])).toBe(true);
    expect(handshakeOriginAllowed('https://exam.example.org', 'exam.example.org', [])).toBe(true);
    expect(handshakeOriginAllowed('http://127.0.0.1:9999', '127.0.0.1:5173', [])).toBe(false);
  });

  it('refuses a foreign page, a sandboxed one and nonsense', () => {
    expect(handshakeOriginAllowed('http://evil.example', 'exam.example.org', [])).toBe(false);
    expect(handshakeOriginAllowed('null', 'exam.example.org', [])).toBe(false);
    expect(handshakeOriginAllowed('not an origin', 'exam.example.org', [])).toBe(false);
  });

  it('accepts only the configured origins when there are some', () => {
    const configured = ['https://exam.example.org'];
    expect(handshakeOriginAllowed('https://exam.example.org', 'api.example.org', configured)).toBe(true);
    expect(handshakeOriginAllowed('https://api.example.org', 'api.example.org', configured)).toBe(false);
  });

  it('accepts a client that sends no Origin (not a browser)', () => {
    expect(handshakeOriginAllowed(undefined, 'exam.example.org', [])).toBe(true);
    expect(handshakeOriginAllowed(undefined, 'exam.example.org', ['https://exam.example.org'])).toBe(true);
  });
});
