import { describe, expect, it } from 'vitest';
import { socketOriginAllowed } from './socket-origin';

describe('socket origin check', () => {
  const allowed = ['https://console.example.com'];

  it('allows the configured origins and pages of the host the request came to', () => {
    expect(socketOriginAllowed('https://console.example.com', 'internal:8080', allowed)).toBe(true);
    expect(socketOriginAllowed('http://127.0.0.1:8080', '127.0.0.1:8080', allowed)).toBe(true);
    // TLS ended by a proxy in front: the page is https, the server sees http; the host still matches
    expect(socketOriginAllowed('https://bo.example.com', 'bo.example.com', allowed)).toBe(true);
    expect(socketOriginAllowed('http://LOCALHOST:8080', 'localhost:8080', allowed)).toBe(true);
  });

  it('refuses pages of any other origin, including another port of the same host', () => {
    expect(socketOriginAllowed('https://evil.example', 'console.example.com', allowed)).toBe(false);
    expect(socketOriginAllowed('http://localhost:9999', 'localhost:8080', allowed)).toBe(false);
    expect(socketOriginAllowed('https://console.example.com.evil.example', 'x', allowed)).toBe(false);
    expect(socketOriginAllowed('null', 'localhost:8080', allowed)).toBe(false);
    expect(socketOriginAllowed('https://evil.example', undefined, allowed)).toBe(false);
  });

  it('lets requests without an Origin through (same-origin polling, non-browser clients)', () => {
    expect(socketOriginAllowed(undefined, 'localhost:8080', allowed)).toBe(true);
  });
});
