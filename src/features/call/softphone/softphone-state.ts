import type { SoftphoneState } from '../../../../contract/call/softphone';

/** The catalogue key of a state's word (keys hold no spaces). */
export const stateKey = (state: SoftphoneState): string => `app.call.softphone.state.${state === 'On call' ? 'on_call' : state.toLowerCase()}`;
