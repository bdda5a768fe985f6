/**
 * Whether a socket.io request may go on (docs/security.md): pages of the allowed origins, or of the
 * host the request came to (Origin's host equal to Host: the console itself, whatever name or
 * proxy it is reached through). No Origin at all is allowed: browsers send none on same-origin
 * polling GETs, and clients that are not browsers cannot be told apart anyway; every socket still
 * needs a valid socket token. A page elsewhere (cross-site WebSocket hijacking) is refused.
 */
export function socketOriginAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null": sandboxed frames, files
  }
  if (allowed.includes(url.origin)) return true;
  return host !== undefined && url.host === host.toLowerCase();
}
