// The one interface every call provider is reached through (docs/calls.md, "Providers").
import type { ReportedCallStatus } from '../../../contract/call/call';
import type { WebhookRequest } from '../sms/types';

export type { WebhookRequest };

export interface OutgoingCall {
  to: string;
  from: string;
  /** read to the person called (text to speech) */
  message?: string;
  /** ours: `k<callId>`; comes back with every report about the call */
  reference: string;
  /** a retry of the same call carries the same key; a provider that honours one (the sandbox) calls once */
  idempotencyKey: string;
}

export type CallEvent = { reference?: string; providerCallId?: string; status: ReportedCallStatus; duration?: number; error?: string };

export interface CallAdapter {
  /** 'telnyx', 'twilio' or 'sandbox': also the last segment of its webhook path */
  readonly name: 'telnyx' | 'twilio' | 'sandbox';
  /** Asks the provider to place one call; throws CallRefused when it says no for good. */
  place(call: OutgoingCall): Promise<{ providerCallId: string }>;
  /** Whether a webhook request really comes from the provider. */
  verify(request: WebhookRequest): boolean;
  /** The call reports a verified webhook carries. */
  parse(request: WebhookRequest): CallEvent[];
}

/** The provider refused the call itself (bad number): no retry. */
export class CallRefused extends Error {}
