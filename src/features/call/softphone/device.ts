// The voice device of the browser phone: Twilio's Device, its SDK loaded on first use only (a chunk of
// its own, never in the main bundle). End-to-end tests put a fake in window.__voiceDeviceFactory
// (docs/calls.md, "Softphone").
import type { VoiceDeviceFactory } from '../../../../contract/call/softphone';

declare global {
  interface Window {
    __voiceDeviceFactory?: VoiceDeviceFactory;
  }
}

export const createVoiceDevice: VoiceDeviceFactory = async (token) => {
  if (window.__voiceDeviceFactory) return window.__voiceDeviceFactory(token);
  const { Device } = await import('@twilio/voice-sdk');
  // closeProtection: leaving the page during a call asks first
  return new Device(token, { closeProtection: true });
};
