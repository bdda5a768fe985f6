import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate, type Identifier } from 'react-admin';
import type { MediaKind, MediaRecord } from '../../../contract/media';
import { MediaThumbnail } from './MediaThumbnail';

export interface MediaGridProps {
  kind: MediaKind;
  records: MediaRecord[];
  selected: Identifier[];
  /** library: check boxes and an edit button; pick: a press chooses the file */
  mode: 'library' | 'pick';
  /** the file currently chosen in a picker, outlined */
  current?: string | null;
  onToggle: (id: Identifier) => void;
  onEdit?: (record: MediaRecord) => void;
  onPick?: (record: MediaRecord) => void;
}

const kb = (bytes: number | null | undefined) => Math.max(1, Math.round((bytes ?? 0) / 1024));

/** The files of a folder as cards: thumbnail, name, size and pixels. */
export function MediaGrid({ kind, records, selected, mode, current, onToggle, onEdit, onPick }: MediaGridProps) {
  const translate = useTranslate();
  return (
    <Box data-testid="media-grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
      {records.map((r) => {
        const isSelected = selected.includes(r.id);
        const isCurrent = !!current && current === r.url;
        return (
          <Paper
            key={r.id}
            variant="outlined"
            data-testid="media-card"
            data-name={r.name}
            data-id={r.id}
            sx={{ p: 1, position: 'relative', borderColor: isSelected || isCurrent ? 'primary.main' : undefined, borderWidth: isSelected || isCurrent ? 2 : 1, cursor: mode === 'pick' ? 'pointer' : undefined }}
            onClick={mode === 'pick' ? () => onPick?.(r) : undefined}
            role={mode === 'pick' ? 'button' : undefined}
            aria-label={mode === 'pick' ? translate('app.media.pick_this', { name: r.name }) : undefined}
          >
            <MediaThumbnail kind={kind} record={r} />
            {mode === 'library' ? (
              <>
                <Checkbox
                  size="small"
                  checked={isSelected}
                  onChange={() => onToggle(r.id)}
                  slotProps={{ input: { 'aria-label': translate('app.media.select_file', { name: r.name }) } }}
                  sx={{ position: 'absolute', top: 4, left: 4, bgcolor: 'background.paper', p: 0.25, '&:hover': { bgcolor: 'background.paper' } }}
                />
                {onEdit ? (
                  <IconButton size="small" aria-label={translate('app.media.edit_file', { name: r.name })} onClick={() => onEdit(r)} sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                ) : null}
              </>
            ) : null}
            <Typography variant="body2" noWrap title={r.name} sx={{ mt: 0.75, fontWeight: 500 }}>
              {r.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {translate('app.media.size_kb', { size: kb(r.size) })}
              {r.width && r.height ? ` · ${translate('app.media.dimensions', { width: r.width, height: r.height })}` : null}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
