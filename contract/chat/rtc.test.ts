import { describe, expect, it } from 'vitest';
import { CALL_TRANSITIONS, IDLE_CALL, callReducer, canMove, inCall, parseIceServers, type CallAction, type CallState } from './rtc';

const ann = { userId: 1, username: 'ann' };
const bob = { userId: 2, username: 'bob' };
const run = (actions: CallAction[], from: CallState = IDLE_CALL) => actions.reduce(callReducer, from);

describe('the call state machine', () => {
  it('goes idle -> calling -> connecting -> connected -> ended -> idle for the caller', () => {
    const calling = run([{ type: 'dial', roomId: 5, peer: bob, video: true }]);
    expect(calling).toMatchObject({ phase: 'calling', role: 'caller', peer: bob, video: true, callId: undefined });
    const dialed = callReducer(calling, { type: 'dialed', callId: 'c1' });
    expect(dialed.callId).toBe('c1');
    const connecting = callReducer(dialed, { type: 'accepted', callId: 'c1' });
    expect(connecting.phase).toBe('connecting');
    const connected = callReducer(connecting, { type: 'connected' });
    expect(connected.phase).toBe('connected');
    expect(inCall(connected)).toBe(true);
    const ended = callReducer(connected, { type: 'end', callId: 'c1', reason: 'ended' });
    expect(ended).toMatchObject({ phase: 'ended', reason: 'ended' });
    expect(inCall(ended)).toBe(false);
    expect(callReducer(ended, { type: 'reset' })).toEqual(IDLE_CALL);
  });

  it('goes idle -> ringing -> connecting for the callee, who may accept with audio only', () => {
    const ringing = run([{ type: 'incoming', callId: 'c2', roomId: 5, peer: ann, video: true }]);
    expect(ringing).toMatchObject({ phase: 'ringing', role: 'callee', peer: ann, video: true });
    expect(callReducer(ringing, { type: 'accept', video: false })).toMatchObject({ phase: 'connecting', video: false });
  });

  it('ends on a rejection, a busy or unavailable callee, or a media failure, with the reason', () => {
    for (const reason of ['rejected', 'busy', 'unavailable', 'media'] as const) {
      const state = run([{ type: 'dial', roomId: 5, peer: bob, video: false }, { type: 'dialed', callId: 'c3' }, { type: 'end', callId: 'c3', reason }]);
      expect(state).toMatchObject({ phase: 'ended', reason });
    }
    // a media failure before the server answered: the page's own call, whatever its id
    expect(run([{ type: 'dial', roomId: 5, peer: bob, video: true }, { type: 'end', reason: 'media' }])).toMatchObject({ phase: 'ended', reason: 'media' });
  });

  it('ignores what the phase does not allow', () => {
    const connected = run([{ type: 'incoming', callId: 'c4', roomId: 5, peer: ann, video: false }, { type: 'accept', video: false }, { type: 'connected' }]);
    // a second caller while in a call, an end of another call, an accept by the caller's side
    expect(callReducer(connected, { type: 'incoming', callId: 'c5', roomId: 6, peer: bob, video: true })).toBe(connected);
    expect(callReducer(connected, { type: 'end', callId: 'other', reason: 'ended' })).toBe(connected);
    const calling = run([{ type: 'dial', roomId: 5, peer: bob, video: false }, { type: 'dialed', callId: 'c6' }]);
    expect(callReducer(calling, { type: 'accept', video: true })).toBe(calling);
    expect(callReducer(calling, { type: 'accepted', callId: 'not-this-one' })).toBe(calling);
    expect(callReducer(calling, { type: 'connected' })).toBe(calling);
    expect(callReducer(IDLE_CALL, { type: 'end', reason: 'ended' })).toBe(IDLE_CALL);
    expect(callReducer(IDLE_CALL, { type: 'reset' })).toBe(IDLE_CALL);
  });

  it('allows exactly the transitions of its table', () => {
    expect(canMove('idle', 'connected')).toBe(false);
    expect(canMove('ringing', 'connecting')).toBe(true);
    expect(canMove('connected', 'calling')).toBe(false);
    expect(CALL_TRANSITIONS.ended).toContain('idle');
  });
});

describe('RTC_ICE_SERVERS', () => {
  it('is empty when unset', () => {
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('  ')).toEqual([]);
  });

  it('reads STUN and TURN servers', () => {
    const raw = '[{"urls":"stun:stun.example.org:3478"},{"urls":["turn:turn.example.org","turns:turn.example.org:5349"],"username":"u","credential":"p"}]';
    expect(parseIceServers(raw)).toEqual([
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:turn.example.org', 'turns:turn.example.org:5349'], username: 'u', credential: 'p' },
    ]);
  });

  it('refuses a malformed value with one line naming the setting', () => {
    expect(() => parseIceServers('stun:stun.example.org')).toThrow('RTC_ICE_SERVERS is a JSON array of ICE servers ({"urls": "stun:host:3478"}), not valid JSON');
    expect(() => parseIceServers('{"urls":"stun:a"}')).toThrow(/^RTC_ICE_SERVERS is a JSON array/);
    expect(() => parseIceServers('[{"urls":"http://a"}]')).toThrow('RTC_ICE_SERVERS item 0: urls are stun:, stuns:, turn: or turns: addresses');
    expect(() => parseIceServers('[{"urls":"stun:a"},{"urls":"turn:b"}]')).toThrow('RTC_ICE_SERVERS item 1: a TURN server needs a username and a credential');
    expect(() => parseIceServers('[{"urls":"stun:a","username":3}]')).toThrow(/username is a string/);
  });
});
