import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { folderName, parentFolder, type MediaFolder } from '../../../contract/media';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PermissionIconButton } from '../../components/PermissionButton';
import { FolderNameDialog } from './FolderNameDialog';
import { mediaApi } from './media-api';

export interface MediaFolderPanelProps {
  rest: string;
  folders: MediaFolder[];
  current: string;
  onOpen: (path: string) => void;
  /** after a folder was created, renamed or deleted */
  onChanged: (openPath?: string) => void;
  mayCreate: boolean;
  mayUpdate: boolean;
  mayDelete: boolean;
}

type Editing = 'create' | 'rename' | null;

const depthOf = (path: string) => path.split('/').length - 1;

/** The library's folder tree: open one, create one inside it, rename or delete it (refused when not empty). */
export function MediaFolderPanel({ rest, folders, current, onOpen, onChanged, mayCreate, mayUpdate, mayDelete }: MediaFolderPanelProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState(false);
  // failures of folder calls are kept as a folder error (second document, section 8)
  const [folderError, setFolderError] = useState<string | null>(null);

  const attempt = async (call: () => Promise<unknown>, done: string, openPath?: string) => {
    try {
      await call();
      setFolderError(null);
      notify(done, { type: 'success' });
      onChanged(openPath);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setFolderError(message);
      notify('app.media.folder_error', { type: 'error', messageArgs: { message } });
    }
  };

  const create = (name: string) => {
    setEditing(null);
    void attempt(() => mediaApi.createFolder(rest, current, name), 'app.media.folder_created', current ? `${current}/${name}` : name);
  };
  const rename = (name: string) => {
    setEditing(null);
    const parent = parentFolder(current);
    void attempt(() => mediaApi.renameFolder(rest, parent, folderName(current), name), 'app.media.folder_renamed', parent ? `${parent}/${name}` : name);
  };
  const remove = () => {
    setConfirming(false);
    void attempt(() => mediaApi.deleteFolder(rest, current), 'app.media.folder_deleted', parentFolder(current));
  };

  return (
    <Box component="nav" aria-label={translate('app.media.folder_tree')} data-testid="media-folders">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, pt: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {translate('app.media.folders')}
        </Typography>
        <PermissionIconButton allowed={mayCreate} label={translate('app.media.new_folder')} icon={<CreateNewFolderIcon fontSize="small" />} size="small" onClick={() => setEditing('create')} />
        <PermissionIconButton allowed={mayUpdate} disabled={!current} label={translate('app.media.rename_folder')} icon={<DriveFileRenameOutlineIcon fontSize="small" />} size="small" onClick={() => setEditing('rename')} />
        <PermissionIconButton allowed={mayDelete} disabled={!current} label={translate('app.media.delete_folder')} icon={<DeleteIcon fontSize="small" />} size="small" onClick={() => setConfirming(true)} />
      </Box>
      <List dense disablePadding>
        <ListItem disablePadding>
          <ListItemButton selected={current === ''} onClick={() => onOpen('')}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <PermMediaIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('app.media.all_files')} />
          </ListItemButton>
        </ListItem>
        {folders.map((f) => (
          <ListItem key={f.path} disablePadding>
            <ListItemButton selected={current === f.path} onClick={() => onOpen(f.path)} sx={{ pl: 2 + depthOf(f.path) * 2 }} data-folder={f.path}>
              <ListItemIcon sx={{ minWidth: 32 }}>{current === f.path ? <FolderOpenIcon fontSize="small" /> : <FolderIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={f.name} secondary={f.files ? translate('app.media.count', { count: f.files }) : undefined} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {folderError ? (
        <Alert severity="error" onClose={() => setFolderError(null)} sx={{ m: 1 }} data-testid="folder-error">
          {folderError}
        </Alert>
      ) : null}
      <FolderNameDialog open={editing === 'create'} title="app.media.new_folder" onSave={create} onClose={() => setEditing(null)} />
      <FolderNameDialog open={editing === 'rename'} title="app.media.rename_folder" initial={folderName(current)} onSave={rename} onClose={() => setEditing(null)} />
      <ConfirmDialog open={confirming} text={translate('app.media.confirm_delete_folder', { name: folderName(current) })} onConfirm={remove} onClose={() => setConfirming(false)} />
    </Box>
  );
}
