// Staff chat in Chromium: two signed-in users in two browser contexts. One starts a chat, sends a
// text and a file; the other sees them arrive live with an unread badge that clears on opening the
// room, then a reply arrives live in the open room (docs/chat.md).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { CHAT_SCREEN } from '../../contract/chat/chat';
import { chatRoom } from '../../contract/entities/chat/chatRoom';
import { expect, signIn, test, type TestUser } from './fixtures';
import { snap } from './support/screenshots';

const SHOTS = '/tmp/shots/chat';

/** The chat screen of one signed-in user. */
class ChatScreen {
  constructor(readonly page: Page) {}
  open = () => this.page.goto(`/#${CHAT_SCREEN}`);
  room = (title: string) => this.page.getByTestId('chat-room').filter({ hasText: title });
  unread = (title: string) => this.room(title).getByTestId('chat-unread');
  messages = () => this.page.getByTestId('chat-message');
  async startWith(username: string) {
    await this.page.getByTestId('chat-new').click();
    await this.page.getByTestId('chat-staff').fill(username);
    await this.page.getByRole('option', { name: username, exact: true }).click();
    await this.page.getByTestId('chat-start').click();
    await expect(this.page.getByTestId('chat-conversation')).toBeVisible();
  }
  async send(text: string) {
    await this.page.getByTestId('chat-input').fill(text);
    await this.page.getByTestId('chat-send').click();
    await expect(this.page.getByTestId('chat-input')).toHaveValue('');
  }
  async sendFile(name: string, buffer: Buffer) {
    await this.page.getByTestId('chat-file-input').setInputFiles({ name, mimeType: 'image/png', buffer });
    await expect(this.page.getByTestId('chat-pending-file')).toHaveText(name);
    await this.page.getByTestId('chat-send').click();
    await expect(this.page.getByTestId('chat-pending-file')).toHaveCount(0);
  }
}

test.describe('chat', () => {
  let ann: TestUser;
  let bob: TestUser;
  test.beforeEach(async ({ api }) => {
    const group = await api.createGroup((['access', 'create', 'update', 'delete'] as const).map((type) => ({ value: chatRoom.permission, type })));
    ann = await api.createUser({ userGroupId: group.userGroupId });
    bob = await api.createUser({ userGroupId: group.userGroupId });
  });

  test('a text and a file reach the other member live; the unread badge clears when he opens the room', async ({ browser }) => {
    const annContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const bobContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const annChat = new ChatScreen(await annContext.newPage());
      const bobChat = new ChatScreen(await bobContext.newPage());
      await signIn(bobChat.page, bob.username, bob.password);
      await bobChat.open();
      await expect(bobChat.page.getByText('No conversations yet. Start one with New chat.')).toBeVisible();
      await signIn(annChat.page, ann.username, ann.password);
      await annChat.open();

      await annChat.startWith(bob.username);
      await annChat.send('Hello Bob, the plan is attached.');
      const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: '#3a7' } }).png().toBuffer();
      await annChat.sendFile('plan.png', png);
      await expect(annChat.messages()).toHaveCount(2);
      await expect(annChat.messages().first()).toHaveAttribute('data-mine', 'true');

      // bob did not reload: the room appears with two unread messages
      await expect(bobChat.unread(ann.username)).toHaveText('2');
      await expect(bobChat.room(ann.username)).toContainText(`${ann.username}: [File]`);
      await snap(bobChat.page, { path: `${SHOTS}/chat-unread-1280.png` });
      await bobChat.room(ann.username).click();
      await expect(bobChat.messages()).toHaveCount(2);
      await expect(bobChat.messages().first()).toContainText('Hello Bob, the plan is attached.');
      await expect(bobChat.messages().first()).toHaveAttribute('data-mine', 'false');
      const file = bobChat.page.getByTestId('chat-file');
      await expect(file.locator('img')).toHaveAttribute('alt', 'plan.png');
      await expect.poll(() => file.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await expect(bobChat.unread(ann.username)).toBeHidden();

      // a reply arrives live in ann's open room, and the read marks reach her
      await bobChat.send('Got it, thanks!');
      await expect(annChat.messages()).toHaveCount(3);
      await expect(annChat.messages().last()).toContainText('Got it, thanks!');
      await expect(annChat.messages().last()).toHaveAttribute('data-mine', 'false');
      await expect(annChat.unread(bob.username)).toBeHidden();
      await snap(annChat.page, { path: `${SHOTS}/chat-1920.png` });
      await snap(bobChat.page, { path: `${SHOTS}/chat-1280.png` });

      // the notification link opens the room
      await bobChat.page.goto(`/#${CHAT_SCREEN}?chatRoomID=${await annChat.page.getByTestId('chat-room').first().getAttribute('data-room-id')}&memberID=${ann.userId}`);
      await expect(bobChat.messages()).toHaveCount(3);
    } finally {
      await annContext.close();
      await bobContext.close();
    }
  });
});
