// Where `g` then a letter leads: the console's main areas, each the screen of an entity's list or a
// page, read from the registry (no second list of paths), offered only to users who may open it.
import { CHAT_SCREEN } from '../../../contract/chat/chat';
import { chatRoom } from '../../../contract/entities/chat/chatRoom';
import { customer } from '../../../contract/entities/customer';
import { order } from '../../../contract/entities/order';
import { product } from '../../../contract/entities/product';
import { store } from '../../../contract/entities/store';
import { user } from '../../../contract/entities/user';
import type { EntityDeclaration } from '../../../contract/entity';
import { screenPath } from '../../../contract/screen-paths';
import { entityKeys } from '../../i18n/useLabels';
import type { LabelKey } from '../menu-entries';

export interface GoTo extends LabelKey {
  /** the letter after `g` */
  key: string;
  to: string;
  /** the resource whose `list` right the area needs; none: every signed-in user */
  resource?: string;
}

const entityArea = (key: string, decl: EntityDeclaration): GoTo => ({
  key,
  to: screenPath(decl, 'list'),
  resource: decl.name,
  label: entityKeys.name(decl.name),
  labelArgs: { smart_count: 2 },
});

export const GO_TO: readonly GoTo[] = [
  { key: 'd', to: '/dashboard', label: 'app.page.dashboard' },
  entityArea('o', order),
  entityArea('c', customer),
  entityArea('p', product),
  entityArea('s', store),
  entityArea('u', user),
  { key: 'm', to: CHAT_SCREEN, resource: chatRoom.name, label: 'app.chat.title' },
  { key: 'n', to: '/notifications', label: 'app.page.notifications' },
];

/** Ms after `g` within which the letter counts. */
export const CHORD_MS = 1500;

/** Whether a key press belongs to the page's own typing (a field, an editor) and not to a shortcut. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || !(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]')) return true;
  return false;
}
