// The media library's entities (images, icons, videos, downloads, slides).
import type { EntityDeclaration } from '../entity';
import { download } from './media/download';
import { icon } from './media/icon';
import { image } from './media/image';
import { slide } from './media/slide';
import { video } from './media/video';

export const mediaEntities = { image, icon, video, download, slide } satisfies Record<string, EntityDeclaration>;
