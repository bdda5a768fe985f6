// Uploaded files (today: notification sounds): checked by content, not only by name; served with
// their real type, never sniffed, under a key nobody can guess.
import { describe, expect, it } from 'vitest';
import { useHarness } from '../harness';

const h = useHarness();

/** A multipart body with one part; `filename: null` leaves the file name out. */
function multipart(part: { name?: string; filename: string | null; type?: string; data: Buffer }) {
  const boundary = 'upload-boundary';
  const disposition = `form-data; name="${part.name ?? 'file'}"${part.filename === null ? '' : `; filename="${part.filename}"`}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`),
    part.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { 'content-type': `multipart/form-data; boundary=${boundary}`, payload };
}

const upload = async (part: Parameters<typeof multipart>[0], token = h.admin.token) => {
  const { payload, ...headers } = multipart(part);
  const res = await h.app.inject({ method: 'POST', url: '/notification/files/upload', headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  return { status: res.statusCode, body: res.json() };
};

/** A real (tiny) PCM WAV: RIFF header, then a few silent samples. */
function wav(): Buffer {
  const samples = Buffer.alloc(64);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

const WRONG_TYPE = 'Wrong file type found. Only mp3, wav, ogg, oga, m4a, aac, webm files are allowed!';

describe('uploading a sound', () => {
  it('refuses a part without a file name with a 422 on file', async () => {
    const res = await upload({ filename: null, data: wav() });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'file', msg: expect.any(String) }]);
  });

  it('refuses a file whose bytes are not the audio its name says', async () => {
    const html = await upload({ filename: 'ding.mp3', type: 'audio/mpeg', data: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(html).toEqual({ status: 422, body: [{ path: 'file', msg: WRONG_TYPE }] });
    // real audio, but not the kind its extension claims
    const renamed = await upload({ filename: 'ding.mp3', type: 'audio/mpeg', data: wav() });
    expect(renamed).toEqual({ status: 422, body: [{ path: 'file', msg: WRONG_TYPE }] });
  });

  it('refuses an empty file', async () => {
    const res = await upload({ filename: 'ding.wav', type: 'audio/wav', data: Buffer.alloc(0) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual([{ path: 'file', msg: expect.stringMatching(/empty/i) }]);
  });
});

describe('serving a sound', () => {
  it('plays it under an unguessable key, with its real type, inline, never sniffed; the numeric id fetches nothing', async () => {
    const data = wav();
    const res = await upload({ filename: 'ding.wav', type: 'audio/wav', data });
    expect(res.status).toBe(201);
    const { fileId, url } = res.body as { fileId: number; url: string };
    expect(Number.isInteger(fileId)).toBe(true);
    const key = url.split('/').pop()!;
    expect(url).toBe(`/notification/files/${key}`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits, base64url

    const played = await h.app.inject({ method: 'GET', url });
    expect(played.statusCode).toBe(200);
    expect(played.headers['content-type']).toBe('audio/wav');
    expect(played.headers['x-content-type-options']).toBe('nosniff');
    expect(played.headers['content-disposition']).toMatch(/^inline/);
    expect(played.rawPayload.equals(data)).toBe(true);

    // sequential ids and near-miss keys find nothing
    expect((await h.app.inject({ method: 'GET', url: `/notification/files/${fileId}` })).statusCode).toBe(404);
    const other = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await h.app.inject({ method: 'GET', url: `/notification/files/${other}` })).statusCode).toBe(404);

    // two uploads of the same bytes get unrelated keys
    const again = await upload({ filename: 'ding.wav', type: 'audio/wav', data });
    expect(again.body.url).not.toBe(url);
  });

  it('gives the keyed URL to notifications whose type plays the sound', async () => {
    const { body: file } = await upload({ filename: 'bell.wav', type: 'audio/wav', data: wav() });
    const sound = await h.call('POST', '/notification/sound', { body: { name: 'Bell', fileId: file.fileId } });
    expect(sound.status).toBe(201);
    expect((await h.call('POST', '/notification/t', { body: { name: 'keyed sound', sounds: [sound.body.notificationSoundId] } })).status).toBe(201);
    const user = await h.userWith([]);
    await h.call('POST', '/notification/send', { body: { type: 'keyed sound', content: 'ring', receivers: [user.userId] } });
    const list = await h.call('GET', '/notification/l', { token: user.token });
    expect(list.body.data[0].sound).toBe(file.url);
    expect(list.body.data[0].sound).toMatch(/^\/notification\/files\/[A-Za-z0-9_-]{22}$/);
  });
});
