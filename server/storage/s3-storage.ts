import { createHash, createHmac } from 'node:crypto';
import { Readable } from 'node:stream';
import { assertObjectKey, type ByteRange, type FileStorage, type StoredObject } from './storage';

export interface S3Settings {
  /** https://s3.eu-west-1.amazonaws.com, http://127.0.0.1:9000 (MinIO)... */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** prepended to every key ('media/') */
  prefix: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding of a path segment, as Signature V4 wants it */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

/** `20130524T000000Z` */
export const amzDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface SignInput {
  method: string;
  /** the URL's path, already encoded */
  path: string;
  /** every header to sign, lower-case names, with host, x-amz-date and x-amz-content-sha256 */
  headers: Record<string, string>;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The Authorization header of a Signature V4 request without a query string (AWS's S3 algorithm). */
export function signV4({ method, path, headers, region, accessKeyId, secretAccessKey }: SignInput): string {
  const now = headers['x-amz-date'];
  const day = now.slice(0, 8);
  const names = Object.keys(headers).sort();
  const canonical = [method, path, '', ...names.map((n) => `${n}:${headers[n].trim()}`), '', names.join(';'), headers['x-amz-content-sha256']].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', now, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac('AWS4' + secretAccessKey, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2...) through three signed requests (PUT, GET,
 * DELETE of one object, path-style URLs, Signature V4): no SDK needed for that much.
 */
export class S3Storage implements FileStorage {
  readonly description: string;

  constructor(private readonly s: S3Settings) {
    this.description = `s3 ${s.endpoint}/${s.bucket}/${s.prefix}`;
  }

  private async request(method: 'PUT' | 'GET' | 'HEAD' | 'DELETE', key: string, body?: Buffer, contentType?: string, range?: ByteRange): Promise<Response> {
    assertObjectKey(key);
    const url = new URL(this.s.endpoint);
    const objectPath = `/${encode(this.s.bucket)}/${(this.s.prefix + key).split('/').map(encode).join('/')}`;
    url.pathname = url.pathname.replace(/\/+$/, '') + objectPath;
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': sha256(body ?? ''),
      'x-amz-date': amzDate(new Date()),
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(range ? { range: `bytes=${range.start}-${range.end}` } : {}),
    };
    headers.authorization = signV4({ method, path: url.pathname, headers, region: this.s.region, accessKeyId: this.s.accessKeyId, secretAccessKey: this.s.secretAccessKey });
    delete headers.host;
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, data, contentType);
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | undefined> {
    const res = await this.request('GET', key, undefined, undefined, range);
    if (res.status === 404) return undefined;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: ${res.status} ${await res.text()}`);
    const size = Number(res.headers.get('content-length'));
    const total = Number(res.headers.get('content-range')?.split('/')[1]);
    return {
      body: Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
      size: Number.isFinite(size) ? size : undefined,
      total: range && Number.isFinite(total) ? total : undefined,
    };
  }

  async size(key: string): Promise<number | undefined> {
    const res = await this.request('HEAD', key);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`S3 HEAD ${key}: ${res.status}`);
    const size = Number(res.headers.get('content-length'));
    return Number.isFinite(size) ? size : undefined;
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status} ${await res.text()}`);
  }
}
