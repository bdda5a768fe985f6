import FileUploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useNotify, useResourceContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { entityByName } from '../../../contract/entities';
import type { EntityDeclaration } from '../../../contract/entity';
import { FILE_MIME, IMPORT_FORMATS, IMPORT_LIMITS, type ImportPreview, type ImportProgress, type ImportResult } from '../../../contract/import';
import { screenPath } from '../../../contract/screen-paths';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { useEntityLabel } from '../../i18n/useLabels';
import { ImportPreviewTable } from './ImportPreviewTable';
import { ImportReport } from './ImportReport';
import { ImportRefused, newProgressId, uploadImport } from './import-calls';
import { useImportProgress } from './useImportProgress';
import { intlLocale } from '../../i18n/intl-locale';

/** Where the screen stands: nothing chosen, sending the file (share sent), the server reading or writing it (the call's progress id). */
type Stage = { step: 'idle' } | { step: 'uploading'; sent: number; writing: boolean } | { step: 'server'; writing: boolean; progressId: string };

const ACCEPT = [...IMPORT_FORMATS.map((f) => '.' + f), FILE_MIME.xlsx, 'text/csv'].join(',');

/** The import screen of an importable entity at `/{permission}/import`. */
export function EntityImport() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const decl = entityByName(resource ?? '');
  if (!decl?.importable) return <Alert severity="error">{translate('app.list.unknown')}</Alert>;
  return <EntityImportView decl={decl} />;
}

/** What an import screen other than the entity's own (an import into a customer group) changes. */
export interface ImportScreenOptions {
  /** the call's path under the entity's service; default `{rest}/import` */
  path?: string;
  /** the heading; default 'Import {entities}' */
  title?: string;
  /** the key of the intro (takes `mb` and `rows`); default the generic one */
  introText?: string;
  /** more lines under the intro */
  more?: ReactNode;
  /** inputs before the file button (a target to import into) */
  picker?: ReactNode;
  /** whether a file may be chosen yet; default true */
  ready?: boolean;
  /** shown under the buttons while not ready */
  notice?: ReactNode;
  /** the key of the text of a preview without problems (takes `total`) */
  readyText?: string;
  /** where Back and a finished import go, and Back's label key; default the entity's list */
  back?: { to: string; label: string };
}

/**
 * Choose a file, watch it upload, read the preview and its report (row, column, rule), then import:
 * the button is enabled only when the preview has no problem; the rows are written in one go.
 */
export function EntityImportView({ decl, options = {} }: { decl: EntityDeclaration; options?: ImportScreenOptions }) {
  const { path, title, introText = 'app.import.intro', more, picker, ready = true, notice, readyText = 'app.import.ready' } = options;
  const back = options.back ?? { to: screenPath(decl, 'list'), label: 'app.import.back' };
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const navigate = useNavigate();
  const { plural } = useEntityLabel();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const send = async (chosen: File, previewOnly: boolean): Promise<ImportPreview | ImportResult | undefined> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    const writing = !previewOnly;
    const progressId = newProgressId();
    setStage({ step: 'uploading', sent: 0, writing });
    setFileError(null);
    try {
      return await uploadImport(decl, chosen, {
        preview: previewOnly,
        path,
        progressId,
        signal: controller.signal,
        onProgress: (sent) => setStage({ step: 'uploading', sent, writing }),
        onSent: () => setStage({ step: 'server', writing, progressId }),
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return undefined;
      if (e instanceof ImportRefused) setPreview((p) => (p ? { ...p, problems: e.problems } : p));
      else if (e instanceof Error && 'items' in e && Array.isArray(e.items) && e.items.length) setFileError(e.message.replace(/^[^:]*: /, ''));
      else notifyError(e);
      return undefined;
    } finally {
      if (abort.current === controller) setStage({ step: 'idle' });
    }
  };

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = ''; // the same file chosen again (fixed) is read again
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    const result = await send(chosen, true);
    if (result && 'problems' in result) setPreview(result);
  };

  const importRows = async () => {
    if (!file) return;
    const result = await send(file, false);
    if (result && 'imported' in result) {
      notify('app.import.imported', { type: 'success', messageArgs: { count: result.imported.toLocaleString(intlLocale()), smart_count: result.imported } });
      navigate(back.to);
    }
  };

  const busy = stage.step !== 'idle';
  const serverProgress = useImportProgress(stage.step === 'server' ? stage.progressId : null);
  const problems = preview?.problems ?? [];

  return (
    <Box data-testid={`import-${decl.name}`}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title ?? translate('app.import.title', { name: plural(decl) })}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {translate(introText, { mb: IMPORT_LIMITS.maxBytes / 1024 / 1024, rows: IMPORT_LIMITS.maxRows.toLocaleString(intlLocale()) })}
        </Typography>
        {more}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {picker}
          <Button variant={preview ? 'outlined' : 'contained'} startIcon={<FileUploadIcon />} disabled={busy || !ready} onClick={() => input.current?.click()}>
            {translate(file ? 'app.import.choose_other' : 'app.import.choose')}
          </Button>
          <input ref={input} type="file" accept={ACCEPT} hidden data-testid="import-file" aria-label={translate('app.import.choose')} onChange={(e) => void choose(e)} />
          {file ? (
            <Typography variant="body2" sx={{ ml: 1 }}>
              {translate('app.import.file', { name: file.name })}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => navigate(back.to)}>{translate(back.label)}</Button>
        </Box>
        {ready ? null : notice}
        <ImportProgressBar stage={stage} total={preview?.total ?? 0} progress={serverProgress} />
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
              {translate(readyText, { total: preview.total.toLocaleString(intlLocale()) })}
            </Alert>
          )}
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {preview.rows.length < preview.total
              ? translate('app.import.read', { total: preview.total.toLocaleString(intlLocale()), shown: preview.rows.length })
              : translate('app.import.read_all', { total: preview.total.toLocaleString(intlLocale()) })}
          </Typography>
          <ImportPreviewTable preview={preview} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" disabled={busy || problems.length > 0 || preview.total === 0} onClick={() => void importRows()}>
              {translate('app.import.import')}
            </Button>
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}

/** The bar's share and text for where the server stands; an indeterminate bar until it tells. */
function serverBar(progress: ImportProgress | undefined, writing: boolean, total: number): { key: string; args: Record<string, string | number>; percent?: number } {
  const count = (n: number) => n.toLocaleString(intlLocale());
  const share = (done: number, all: number | null) => (all ? Math.min(100, Math.round((done * 100) / all)) : undefined);
  switch (progress?.phase) {
    case 'waiting':
      return { key: 'app.import.waiting', args: {} };
    case 'reading': {
      const percent = Math.round((progress.share ?? 0) * 100);
      return { key: 'app.import.reading', args: { rows: count(progress.rows), percent }, percent };
    }
    case 'checking':
      return { key: 'app.import.checking_rows', args: { rows: count(progress.rows), total: count(progress.total ?? 0) }, percent: share(progress.rows, progress.total) };
    case 'writing':
      return { key: 'app.import.writing_rows', args: { rows: count(progress.rows), total: count(progress.total ?? 0) }, percent: share(progress.rows, progress.total) };
    default:
      return { key: writing ? 'app.import.writing' : 'app.import.checking', args: { count: count(total) } };
  }
}

/** The upload's determinate bar, then the server's own progress (reading, checking, writing the rows). */
function ImportProgressBar({ stage, total, progress }: { stage: Stage; total: number; progress: ImportProgress | undefined }) {
  const translate = useTranslate();
  if (stage.step === 'idle') return null;
  const bar =
    stage.step === 'uploading'
      ? { key: 'app.import.uploading', args: { percent: Math.round(stage.sent * 100) }, percent: Math.round(stage.sent * 100) }
      : serverBar(progress, stage.writing, total);
  const text = translate(bar.key, bar.args);
  return (
    <Box sx={{ mt: 2 }} role="status" data-testid="import-progress" data-phase={stage.step === 'server' ? (progress?.phase ?? 'started') : stage.step}>
      <LinearProgress variant={bar.percent === undefined ? 'indeterminate' : 'determinate'} value={bar.percent ?? 0} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
