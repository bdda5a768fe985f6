import FileUploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { customer } from '../../../contract/entities/customer';
import { customerGroup } from '../../../contract/entities/customers/customerGroup';
import { FILE_MIME, IMPORT_FORMATS, IMPORT_LIMITS, type ImportPreview } from '../../../contract/import';
import { fieldLabel, type FieldDef } from '../../../contract/fields';
import { screenPath } from '../../../contract/screen-paths';
import { ImportPreviewTable } from '../../components/import/ImportPreviewTable';
import { ImportReport } from '../../components/import/ImportReport';
import { ImportRefused } from '../../components/import/import-calls';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { importCustomersIntoGroup } from './customer-import-call';

const ACCEPT = [...IMPORT_FORMATS.map((f) => '.' + f), FILE_MIME.xlsx, 'text/csv'].join(',');

/** Columns a file may carry: the customer's fields a file can write. */
const COLUMNS = Object.entries(customer.fields as Record<string, FieldDef>)
  .filter(([, def]) => !def.readOnly)
  .map(([name, def]) => fieldLabel(name, def))
  .join(', ');

/**
 * `/user/customer_group/import` (first document): choose the group (preselected by `?customerGroupId=`),
 * choose a file, read the preview and its report (row, column, rule); Import is enabled only when no
 * row has a problem, and writes every row or none. The imported customers join the group.
 */
export function CustomerGroupImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const groupId = params.get('customerGroupId') ?? '';
  const { data: groups } = useGetList(customerGroup.name, { pagination: { page: 1, perPage: 1000 }, sort: { field: 'sortOrder', order: 'ASC' } });
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'checking' | 'writing' | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const send = async (chosen: File, previewOnly: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusy(previewOnly ? 'checking' : 'writing');
    setFileError(null);
    try {
      return await importCustomersIntoGroup(groupId, chosen, previewOnly, controller.signal);
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return undefined;
      if (e instanceof ImportRefused) setPreview((p) => (p ? { ...p, problems: e.problems } : p));
      else if (e instanceof Error && 'items' in e && Array.isArray(e.items) && e.items.length) setFileError(e.message.replace(/^[^:]*: /, ''));
      else notifyError(e);
      return undefined;
    } finally {
      if (abort.current === controller) setBusy(null);
    }
  };

  const check = async (chosen: File) => {
    setPreview(null);
    const result = await send(chosen, true);
    if (result && 'problems' in result) setPreview(result);
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = ''; // the same file chosen again (fixed) is read again
    if (!chosen) return;
    setFile(chosen);
    await check(chosen);
  };

  const chooseGroup = (id: string) => {
    setParams(id ? { customerGroupId: id } : {}, { replace: true });
    setPreview(null);
    setFile(null);
  };

  const importRows = async () => {
    if (!file) return;
    const result = await send(file, false);
    if (result && 'imported' in result) {
      notify('app.import.imported', { type: 'success', messageArgs: { count: result.imported.toLocaleString('en'), smart_count: result.imported } });
      navigate(screenPath(customerGroup, 'edit', groupId));
    }
  };

  const problems = preview?.problems ?? [];
  return (
    <Box data-testid="import-customers">
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('app.customer.import.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 900 }}>
          {translate('app.customer.import.intro', { mb: IMPORT_LIMITS.maxBytes / 1024 / 1024, rows: IMPORT_LIMITS.maxRows.toLocaleString('en') })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {translate('app.customer.import.columns', { columns: COLUMNS })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={translate('app.customer.import.group')}
            value={groups?.some((g) => String(g.id) === groupId) ? groupId : ''}
            onChange={(e) => chooseGroup(e.target.value)}
            fullWidth={false}
            sx={{ minWidth: 260, maxWidth: 420, flex: '1 1 260px' }}
            slotProps={{ htmlInput: { 'data-testid': 'import-group' } }}
          >
            {(groups ?? []).map((g) => (
              <MenuItem key={g.id} value={String(g.id)}>
                {String(g.name ?? g.id)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant={preview ? 'outlined' : 'contained'} startIcon={<FileUploadIcon />} disabled={!groupId || busy !== null} onClick={() => input.current?.click()}>
            {translate(file ? 'app.import.choose_other' : 'app.import.choose')}
          </Button>
          <input ref={input} type="file" accept={ACCEPT} hidden data-testid="import-file" aria-label={translate('app.import.choose')} onChange={(e) => void choose(e)} />
          {file ? <Typography variant="body2">{translate('app.import.file', { name: file.name })}</Typography> : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => navigate(groupId ? screenPath(customerGroup, 'edit', groupId) : screenPath(customerGroup, 'list'))}>
            {translate('app.customer.import.back')}
          </Button>
        </Box>
        {!groupId ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('app.customer.import.pick_group')}
          </Alert>
        ) : null}
        {busy ? (
          <Box sx={{ mt: 2 }} role="status" data-testid="import-progress">
            <LinearProgress aria-label={translate(busy === 'writing' ? 'app.import.writing' : 'app.import.checking', { count: (preview?.total ?? 0).toLocaleString('en') })} />
            <Typography variant="caption" color="text.secondary">
              {translate(busy === 'writing' ? 'app.import.writing' : 'app.import.checking', { count: (preview?.total ?? 0).toLocaleString('en') })}
            </Typography>
          </Box>
        ) : null}
        {fileError ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="import-file-error">
            {fileError}
          </Alert>
        ) : null}
      </Paper>

      {preview ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          {problems.length ? (
            <>
              <Alert severity="error" sx={{ mb: 2 }} data-testid="import-summary">
                {translate('app.import.problems', { smart_count: problems.length })}
              </Alert>
              <ImportReport problems={problems} />
            </>
          ) : (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="import-summary">
              {translate('app.customer.import.ready', { total: preview.total.toLocaleString('en') })}
            </Alert>
          )}
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {preview.rows.length < preview.total
              ? translate('app.import.read', { total: preview.total.toLocaleString('en'), shown: preview.rows.length })
              : translate('app.import.read_all', { total: preview.total.toLocaleString('en') })}
          </Typography>
          <ImportPreviewTable preview={preview} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" disabled={busy !== null || problems.length > 0 || preview.total === 0} onClick={() => void importRows()}>
              {translate('app.import.import')}
            </Button>
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
