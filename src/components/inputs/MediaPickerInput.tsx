import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { FieldDef } from '../../../contract/fields';
import { smallerUrl, type MediaKind, type MediaRecord } from '../../../contract/media';

const MediaPickerDialog = lazy(() => import('../../features/media/MediaPickerDialog').then((m) => ({ default: m.MediaPickerDialog })));

export interface MediaPickerInputProps {
  source: string;
  label: string;
  /** a string field (one file's URL) or a list of strings (a gallery), with `media` naming the library */
  def: FieldDef;
}

const isPicture = (kind: MediaKind, url: string) => kind === 'image' || kind === 'icon' || kind === 'slide' || /\.(png|jpe?g|gif|webp|svg)$/i.test(url);

/** A chosen file: its picture (or a sign of its type), with what may be done with it. */
function ChosenFile({ kind, url, children }: { kind: MediaKind; url: string; children?: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box data-testid="media-picked" data-url={url} sx={{ position: 'relative', width: 120, height: 120, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {isPicture(kind, url) ? <Box component="img" src={smallerUrl(kind, url)} alt={translate('app.media.current')} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} /> : <DescriptionIcon color="action" fontSize="large" />}
      {children}
    </Box>
  );
}

const overlay = { position: 'absolute', bgcolor: 'background.paper', p: 0.25, '&:hover': { bgcolor: 'background.paper' } } as const;

/**
 * A file chosen from the media library (`media: kind` in the declaration): the field holds the
 * chosen file's URL; a list of strings is a gallery (add, remove, order). The dialog browses the
 * library's folders, searches and uploads in place.
 */
export function MediaPickerInput({ source, label, def }: MediaPickerInputProps) {
  const translate = useTranslate();
  const kind = def.media!;
  const gallery = def.type === 'list';
  const { field, fieldState } = useInput({ source, defaultValue: gallery ? [] : null });
  const [open, setOpen] = useState(false);
  const urls: string[] = gallery ? (Array.isArray(field.value) ? (field.value as string[]) : []) : [];
  const single = !gallery && typeof field.value === 'string' && field.value ? (field.value as string) : null;

  const pick = (record: MediaRecord) => {
    setOpen(false);
    if (!record.url) return;
    if (gallery) field.onChange([...urls.filter((u) => u !== record.url), record.url]);
    else field.onChange(record.url);
  };
  const removeAt = (i: number) => field.onChange(urls.filter((_u, j) => j !== i));
  const swap = (i: number, j: number) => {
    const next = [...urls];
    [next[i], next[j]] = [next[j], next[i]];
    field.onChange(next);
  };

  return (
    <Box data-testid={`media-picker-${source}`} sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {gallery ? (
          urls.map((url, i) => (
            <ChosenFile key={url} kind={kind} url={url}>
              <IconButton size="small" aria-label={translate('app.media.remove_item', { index: i + 1 })} onClick={() => removeAt(i)} sx={{ ...overlay, top: 2, right: 2 }}>
                <CloseIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" disabled={i === 0} aria-label={translate('app.media.move_up', { index: i + 1 })} onClick={() => swap(i, i - 1)} sx={{ ...overlay, bottom: 2, left: 2 }}>
                <ArrowBackIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" disabled={i === urls.length - 1} aria-label={translate('app.media.move_down', { index: i + 1 })} onClick={() => swap(i, i + 1)} sx={{ ...overlay, bottom: 2, right: 2 }}>
                <ArrowForwardIcon fontSize="small" />
              </IconButton>
            </ChosenFile>
          ))
        ) : single ? (
          <ChosenFile kind={kind} url={single}>
            <IconButton size="small" aria-label={translate('app.media.remove')} onClick={() => field.onChange(null)} sx={{ ...overlay, top: 2, right: 2 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </ChosenFile>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.media.no_file')}
          </Typography>
        )}
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setOpen(true)}>
          {translate(gallery ? 'app.media.add_to_gallery' : 'app.media.pick')}
        </Button>
      </Box>
      <FormHelperText error={!!fieldState.error}>{fieldState.error?.message ? translate(fieldState.error.message) : ' '}</FormHelperText>
      {open ? (
        <Suspense fallback={null}>
          <MediaPickerDialog kind={kind} open={open} current={single} onPick={pick} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Box>
  );
}
