// Voice and video calls in the chat (docs/chat.md, "Voice and video calls"): two signed-in users in
// two browser contexts of a Chromium with fake camera and microphone call each other over loopback.
// A video call connects with playing video on both sides and ends on both when one hangs up; a call
// the callee rejects ends at the caller's with the reason; a page that cannot open its media says so.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import config from '../../playwright.config';
import { CHAT_SCREEN, CHAT_SPEC_TEXTS } from '../../contract/chat/chat';
import { chatRoom } from '../../contract/entities/chat/chatRoom';
import { expect, signIn, test, type TestUser } from './fixtures';
import { snap } from './support/screenshots';

const SHOTS = '/tmp/shots/chat-calls';

test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** One signed-in user's console, with the call windows the layout holds. */
class CallScreen {
  constructor(readonly page: Page) {}
  openChat = () => this.page.goto(`/#${CHAT_SCREEN}`);
  incoming = () => this.page.getByTestId('chat-call-incoming');
  window = () => this.page.getByTestId('chat-call-window');
  state = () => this.page.getByTestId('chat-call-state');
  async startChatWith(username: string) {
    await this.openChat();
    await this.page.getByTestId('chat-new').click();
    await this.page.getByTestId('chat-staff').fill(username);
    await this.page.getByRole('option', { name: username, exact: true }).click();
    await this.page.getByTestId('chat-start').click();
    await expect(this.page.getByTestId('chat-conversation')).toBeVisible();
  }
  call = (video: boolean) => this.page.getByTestId(video ? 'chat-video-call' : 'chat-voice-call').click();
  /** the width of the other side's video as played, 0 while nothing plays */
  remoteVideoWidth = () => this.page.getByTestId('chat-call-remote-video').evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.videoWidth));
}

async function signedIn(browser: Browser, user: TestUser, width: number, options: { failMedia?: boolean } = {}): Promise<[BrowserContext, CallScreen]> {
  const context = await browser.newContext({ viewport: { width, height: width > 1400 ? 1080 : 800 } });
  if (options.failMedia) {
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
  }
  const screen = new CallScreen(await context.newPage());
  await signIn(screen.page, user.username, user.password);
  return [context, screen];
}

test.describe('chat calls', () => {
  let ann: TestUser;
  let bob: TestUser;
  const contexts: BrowserContext[] = [];
  test.beforeEach(async ({ api }) => {
    const group = await api.createGroup((['access', 'create', 'update', 'delete'] as const).map((type) => ({ value: chatRoom.permission, type })));
    ann = await api.createUser({ userGroupId: group.userGroupId });
    bob = await api.createUser({ userGroupId: group.userGroupId });
  });
  test.afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close();
  });

  test('a video call connects both ways, wherever the callee is in the console, and ends on both sides', async ({ browser }) => {
    const [annContext, annScreen] = await signedIn(browser, ann, 1920);
    const [bobContext, bobScreen] = await signedIn(browser, bob, 1280);
    contexts.push(annContext, bobContext);
    // bob stays on the home screen: the call finds him there
    await annScreen.startChatWith(bob.username);
    await annScreen.call(true);
    await expect(annScreen.state()).toHaveText('Calling…');

    await expect(bobScreen.incoming()).toBeVisible();
    await expect(bobScreen.incoming()).toContainText('Incoming video call');
    await expect(bobScreen.incoming()).toContainText(`${ann.username} is calling you`);
    await snap(bobScreen.page, { path: `${SHOTS}/incoming-1280.png` });
    await bobScreen.incoming().getByTestId('chat-call-accept-video').click();
    await expect(bobScreen.incoming()).toBeHidden();

    for (const screen of [annScreen, bobScreen]) {
      await expect(screen.state()).toHaveText('Connected', { timeout: 20_000 });
      await expect.poll(() => screen.remoteVideoWidth(), { timeout: 15_000 }).toBeGreaterThan(0);
      await expect(screen.page.getByTestId('chat-call-local-video')).toBeVisible();
    }
    await snap(annScreen.page, { path: `${SHOTS}/call-1920.png` });
    await snap(bobScreen.page, { path: `${SHOTS}/call-1280.png` });

    // muting and the camera are local; the call goes on
    await annScreen.page.getByTestId('chat-call-mute').click();
    await expect(annScreen.page.getByTestId('chat-call-mute')).toHaveAttribute('aria-pressed', 'true');
    await annScreen.page.getByTestId('chat-call-camera').click();
    await expect(annScreen.page.getByTestId('chat-call-local-video')).toBeHidden();

    await bobScreen.page.getByTestId('chat-call-hangup').click();
    await expect(annScreen.state()).toHaveText('Ended: the call is over');
    await expect(bobScreen.state()).toHaveText('Ended: the call is over');
    await annScreen.page.getByTestId('chat-call-close').click();
    await expect(annScreen.window()).toBeHidden();
  });

  test('a call the callee rejects ends at the caller\u2019s with the reason; accepted with audio, it is a voice call', async ({ browser }) => {
    const [annContext, annScreen] = await signedIn(browser, ann, 1920);
    const [bobContext, bobScreen] = await signedIn(browser, bob, 1280);
    contexts.push(annContext, bobContext);
    await bobScreen.openChat();
    await annScreen.startChatWith(bob.username);
    await annScreen.call(false);
    await expect(bobScreen.incoming()).toContainText('Incoming voice call');
    await bobScreen.incoming().getByTestId('chat-call-reject').click();
    await expect(bobScreen.incoming()).toBeHidden();
    await expect(annScreen.state()).toHaveText('Ended: the call was rejected');
    await expect(annScreen.state()).toContainText('rejected');
    await snap(annScreen.page, { path: `${SHOTS}/rejected-1920.png` });
    await expect(bobScreen.window()).toBeHidden();

    // called again, he accepts with audio: a voice call, no picture on either side
    await annScreen.page.getByTestId('chat-call-close').click();
    await annScreen.call(false);
    await bobScreen.incoming().getByTestId('chat-call-accept-audio').click();
    for (const screen of [annScreen, bobScreen]) {
      await expect(screen.state()).toHaveText('Connected', { timeout: 20_000 });
      await expect(screen.page.getByTestId('chat-call-audio')).toBeVisible();
      await expect(screen.page.getByTestId('chat-call-local-video')).toHaveCount(0);
      await expect(screen.page.getByTestId('chat-call-camera')).toBeDisabled();
    }
    await snap(bobScreen.page, { path: `${SHOTS}/voice-1280.png` });
    await annScreen.page.getByTestId('chat-call-hangup').click();
    await expect(bobScreen.state()).toHaveText('Ended: the call is over');
  });

  test('a page that cannot open webcam or microphone says so, and the other side hears why', async ({ browser }) => {
    const [annContext, annScreen] = await signedIn(browser, ann, 1920, { failMedia: true });
    const [bobContext, bobScreen] = await signedIn(browser, bob, 1280, { failMedia: true });
    contexts.push(annContext, bobContext);
    await annScreen.startChatWith(bob.username);
    await annScreen.call(true);
    await expect(annScreen.page.getByTestId('chat-call-media-failed')).toHaveText(CHAT_SPEC_TEXTS.mediaFailed);
    await expect(annScreen.page.getByText('Cannot open webcam and/or microphone')).toBeVisible();
    await expect(bobScreen.incoming()).toBeHidden();
    await snap(annScreen.page, { path: `${SHOTS}/media-failed-1920.png` });
    await annScreen.page.getByTestId('chat-call-close').click();

    // the callee's media fails when he accepts: the caller (whose media works now) is told
    await annContext.close();
    const [annAgain, annScreen2] = await signedIn(browser, ann, 1920);
    contexts.push(annAgain);
    await annScreen2.startChatWith(bob.username);
    await annScreen2.call(false);
    await bobScreen.incoming().getByTestId('chat-call-accept-audio').click();
    await expect(bobScreen.page.getByTestId('chat-call-media-failed')).toHaveText(CHAT_SPEC_TEXTS.mediaFailed);
    await expect(annScreen2.state()).toHaveText(`Ended: ${bob.username} cannot open webcam and/or microphone`);
    await snap(bobScreen.page, { path: `${SHOTS}/media-failed-1280.png` });
  });
});
