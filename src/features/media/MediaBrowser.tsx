import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useGetList, useNotify, useTranslate, type Identifier } from 'react-admin';
import { MEDIA_KINDS, type MediaKind, type MediaRecord } from '../../../contract/media';
import { pageCount } from '../../../contract/pager';
import { entityByName } from '../../../contract/entities';
import { DebouncedTextField } from '../../components/list/DebouncedTextField';
import { ListBulkActions } from '../../components/list/ListBulkActions';
import { ListLoadError } from '../../components/list/ListLoadError';
import { useListActions } from '../../components/list/useListActions';
import { Pager } from '../../components/list/Pager';
import { LoadingBar } from '../../components/LoadingBar';
import { PermissionButton } from '../../components/PermissionButton';
import { useNotifyApiError } from '../../dataProvider/hooks';
import { mediaApi } from './media-api';
import { MediaFolderPanel } from './MediaFolderPanel';
import { MediaGrid } from './MediaGrid';
import { MediaUploadList } from './MediaUploadList';
import { useMediaFolders } from './useMediaFolders';
import { useMediaUploads } from './useMediaUploads';
import { usePickerList } from './usePickerList';

export interface MediaBrowserProps {
  kind: MediaKind;
  /** library: tabs, selection, bulk calls, moves; pick: a press on a file chooses it */
  mode: 'library' | 'pick';
  onPick?: (record: MediaRecord) => void;
  onEdit?: (record: MediaRecord) => void;
  /** the URL currently chosen (picker) */
  current?: string | null;
  /** opens the file chooser at once (the library's create screen) */
  startUpload?: boolean;
}

type ListTab = 'active' | 'archived';
const PAGE_SIZE = { library: 30, pick: 24 } as const;

/** A media library: folders beside a grid of files, search, uploads with progress, and (library) bulk calls and moves. */
export function MediaBrowser({ kind, mode, onPick, onEdit, current, startUpload }: MediaBrowserProps) {
  const rule = MEDIA_KINDS[kind];
  const resource = rule.entity;
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyApiError();
  const { folders, error: folderLoadError, reload: reloadFolders } = useMediaFolders(rule.rest);
  const uploads = useMediaUploads(rule.rest, resource);
  const fileInput = useRef<HTMLInputElement>(null);

  const [folder, setFolder] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [tab, setTab] = useState<ListTab>('active');
  const [page, setPage] = useState(1);
  const [moveTo, setMoveTo] = useState<string>('');

  const perPage = PAGE_SIZE[mode];
  const filter = useMemo(() => ({ dir: folder || undefined, name: search, deleted: tab === 'archived' }), [folder, search, tab]);
  // the library screen lists through the engine (both tabs); a picker through its own read, open to the forms using it
  const library = useGetList<MediaRecord & { id: Identifier }>(
    resource,
    { pagination: { page, perPage }, sort: { field: 'id', order: 'DESC' }, filter },
    { placeholderData: (previous) => previous, enabled: mode === 'library' },
  );
  const picker = usePickerList(kind, { page, perPage, dir: filter.dir, name: filter.name }, mode === 'pick');
  const { data, total, isPending, isFetching, error, refetch } = mode === 'library' ? library : picker;
  const records = (data ?? []) as MediaRecord[];
  const pages = pageCount(total ?? 0, perPage);

  const list = useListActions(entityByName(resource)!, async () => {
    await refetch();
    reloadFolders();
  });
  const { selected, setSelected, busy, setBusy } = list;
  const { create: mayCreate, update: mayUpdate, archive: mayArchive, delete: mayDelete } = list.may;

  const [dragging, setDragging] = useState(false);

  const reset = useCallback(() => {
    setSelected([]);
    setPage(1);
  }, [setSelected]);
  const open = (path: string) => {
    setFolder(path);
    reset();
  };
  const changeSearch = useCallback((v: unknown) => {
    setSearch(typeof v === 'string' ? v : undefined);
    setSelected([]);
    setPage(1);
  }, [setSelected]);

  const chooseFiles = async (files: FileList | null) => {
    setDragging(false);
    if (!files?.length || !mayCreate) return;
    const list = Array.from(files);
    if (fileInput.current) fileInput.current.value = '';
    const done = await uploads.upload(list, folder);
    if (done.length) notify('app.media.uploads_done', { type: 'success', messageArgs: { smart_count: done.length } });
    if (tab !== 'active') setTab('active');
    await refetch();
    reloadFolders();
  };

  const move = async () => {
    setBusy(true);
    try {
      const { ids } = await mediaApi.move(rule.rest, selected, undefined, moveTo);
      notify('app.media.moved', { type: 'success', messageArgs: { smart_count: ids.length } });
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
      setSelected([]);
      await refetch();
      reloadFolders();
    }
  };

  const accept = rule.upload.extensions.map((e) => '.' + e).join(',');

  return (
    <Box data-testid={`media-library-${kind}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ minHeight: 200 }}>
        <MediaFolderPanel
          rest={rule.rest}
          folders={folders}
          current={folder}
          onOpen={open}
          onChanged={(path) => {
            reloadFolders();
            if (path !== undefined) open(path);
          }}
          mayCreate={mayCreate}
          mayUpdate={mayUpdate}
          mayDelete={mayDelete}
        />
        {folderLoadError ? <ListLoadError error={folderLoadError} onRetry={reloadFolders} sx={{ m: 1 }} /> : null}
      </Paper>
      <Box
        sx={{ minWidth: 0 }}
        onDragOver={(e) => {
          if (!mayCreate || !e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(e) => {
          e.preventDefault();
          void chooseFiles(e.dataTransfer.files);
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, flexWrap: 'wrap' }}>
          <DebouncedTextField label={translate('app.media.search')} type="search" value={search} onChange={changeSearch} />
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {translate('app.media.upload_into', { folder: folder || translate('app.media.all_files') })}
          </Typography>
          <input ref={fileInput} type="file" multiple accept={accept} hidden data-testid="media-file-input" onChange={(e) => void chooseFiles(e.target.files)} />
          <PermissionButton allowed={mayCreate} label={translate('app.media.upload_files')} variant="contained" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
            {translate('app.media.upload')}
          </PermissionButton>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -1, mb: 1 }}>
          {translate('app.media.drop_hint', { extensions: rule.upload.extensions.join(', '), size: rule.upload.maxBytes / 1024 / 1024 })}
        </Typography>
        {(startUpload && mayCreate) || dragging ? (
          <Box
            data-testid="media-drop-zone"
            sx={{ border: 2, borderStyle: 'dashed', borderColor: dragging ? 'primary.main' : 'divider', bgcolor: dragging ? 'action.hover' : undefined, borderRadius: 1, p: 3, mb: 1.5, textAlign: 'center' }}
          >
            <Typography sx={{ mb: 1 }}>{translate('app.media.drop_here')}</Typography>
            <Button variant="outlined" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()}>
              {translate('app.media.choose_files')}
            </Button>
          </Box>
        ) : null}
        <MediaUploadList items={uploads.items} onClear={uploads.clear} />
        <Paper variant="outlined">
          {mode === 'library' ? (
            <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', gap: 1, pr: 1 }}>
              <Tabs
                value={tab}
                onChange={(_e, v: ListTab) => {
                  setTab(v);
                  reset();
                }}
                aria-label={translate('app.list.tabs')}
                sx={{ flex: 1 }}
              >
                <Tab value="active" label={translate('app.list.active')} />
                <Tab value="archived" label={translate('app.list.archived')} />
              </Tabs>
              <Button size="small" onClick={() => list.toggleAll(records.map((r) => r.id))} disabled={!records.length}>
                {translate('app.list.select_all')}
              </Button>
              <ListBulkActions tab={tab} count={selected.length} busy={busy} mayArchive={mayArchive} mayDelete={mayDelete} onAction={(op) => list.ask(op, selected)} />
              {tab === 'active' ? (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <TextField select size="small" label={translate('app.media.move_to')} value={moveTo} onChange={(e) => setMoveTo(e.target.value)} sx={{ minWidth: 180 }} data-testid="media-move-to">
                    <MenuItem value="">{translate('app.media.all_files')}</MenuItem>
                    {folders.map((f) => (
                      <MenuItem key={f.path} value={f.path}>
                        {f.path}
                      </MenuItem>
                    ))}
                  </TextField>
                  <PermissionButton allowed={mayUpdate} disabled={!selected.length || busy} label={translate('app.media.move_to')} startIcon={<DriveFileMoveIcon />} onClick={() => void move()}>
                    {translate('app.media.move')}
                  </PermissionButton>
                </Box>
              ) : null}
            </Box>
          ) : null}
          <Box sx={{ height: 4 }}>{isFetching ? <LoadingBar /> : null}</Box>
          <Box sx={{ p: 1.5 }}>
            {/* a failed read is said with a retry, never shown as an empty folder */}
            {error ? (
              <ListLoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
            ) : (
              <MediaGrid kind={kind} records={records} selected={selected} mode={mode} current={current} onToggle={list.toggleRow} onEdit={mode === 'library' && mayUpdate ? onEdit : undefined} onPick={onPick} />
            )}
            {!error && !isPending && !records.length ? (
              <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                {translate('app.media.empty')}
              </Typography>
            ) : null}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 1.5, flexWrap: 'wrap', borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary" data-testid="list-total">
              {error || total === undefined ? null : translate('app.list.total', { count: total })}
            </Typography>
            <Pager page={page} pageCount={pages} onChange={(p) => { setPage(p); setSelected([]); }} />
          </Box>
        </Paper>
      </Box>
      {list.confirm}
    </Box>
  );
}
