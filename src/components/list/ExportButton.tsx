import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { EntityDeclaration } from '../../../contract/entity';
import { IMPORT_FORMATS, type ImportFormat } from '../../../contract/import';
import { saveFile } from '../../features/orders/export/save-file';
import { useNotifyApiError } from '../../dataProvider/hooks';
import type { ListParams } from '../../dataProvider/entity-paths';
import { useCan } from '../../authProvider/useCan';
import { downloadExport } from '../import/import-calls';

export interface ExportButtonProps {
  decl: EntityDeclaration;
  /** the list's current filters (the tab's `deleted` included) and sort */
  filter: Record<string, unknown>;
  sort?: ListParams['sort'];
}

/**
 * Export of the filtered list as XLSX or CSV, built by the server (`GET {rest}/export`). Any list,
 * generated or custom, gets it by rendering this with its filters.
 */
export function ExportButton({ decl, filter, sort }: ExportButtonProps) {
  const translate = useTranslate();
  const notifyError = useNotifyApiError();
  const { can } = useCan();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const allowed = can(decl.name, 'list');

  const run = async (format: ImportFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { blob, fileName } = await downloadExport(decl, format, { filter, sort });
      saveFile(blob, fileName);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        startIcon={busy ? <CircularProgress size={16} aria-label={translate('app.import.exporting')} /> : <FileDownloadIcon />}
        disabled={!allowed || busy}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-label={translate('app.import.export_menu')}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate('app.import.export')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {IMPORT_FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void run(format)}>
            {translate(`app.import.export_${format}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
