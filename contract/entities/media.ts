// The media library's entities (images, icons, videos, downloads, slides).
import type { EntityDeclaration } from '../entity';

export const mediaEntities = {} satisfies Record<string, EntityDeclaration>;
