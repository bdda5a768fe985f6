import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { useTranslate } from 'react-admin';

/** The product's main image, small, in a list row; an icon when it has none or it fails to load. */
export function ProductThumbnail({ src, name }: { src?: string | null; name?: string | null }) {
  const translate = useTranslate();
  return (
    <Avatar variant="rounded" src={src || undefined} alt={name ?? translate('app.product.image')} sx={{ width: 40, height: 40, bgcolor: 'action.hover', color: 'text.secondary' }}>
      <ImageOutlinedIcon fontSize="small" titleAccess={translate('app.product.no_image')} />
    </Avatar>
  );
}
