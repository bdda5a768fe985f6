import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('blanks the values of secret query parameters and keeps the rest', () => {
    expect(redactUrl('/api/u/invitation?username=ann&token=abc123')).toBe('/api/u/invitation?username=ann&token=redacted');
    expect(redactUrl('/socket.io/?EIO=4&transport=websocket&token=eyJ')).toBe('/socket.io/?EIO=4&transport=websocket&token=redacted');
    expect(redactUrl('/api/u/reset?Code=9999')).toBe('/api/u/reset?Code=redacted');
  });

  it('leaves URLs without secrets as they are', () => {
    expect(redactUrl('/order/s/sales/1/20?status=new')).toBe('/order/s/sales/1/20?status=new');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});
