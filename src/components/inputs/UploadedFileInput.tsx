import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { UploadKind } from '../../../contract/fields';
import { NOTIFICATION_PATHS } from '../../../contract/notifications';
import { SOUND_UPLOAD, type UploadRule } from '../../../contract/uploads';
import { ApiError } from '../../dataProvider/api-error';
import { fileForm, uploadFile } from '../../dataProvider/upload';
import { errorText } from './error-text';

/** Where each kind of file is sent, and what it may be. */
const UPLOADS: Record<UploadKind, { service: string; path: string; rule: UploadRule }> = {
  sound: { service: 'notification', path: NOTIFICATION_PATHS.fileUpload, rule: SOUND_UPLOAD },
};

export interface UploadedFileInputProps {
  source: string;
  label: string;
  kind: UploadKind;
}

/**
 * The id of a file sent through its service's upload call: a button choosing the file, the server's
 * refusal under it ('Wrong file type found...'), and the uploaded sound ready to play.
 */
export function UploadedFileInput({ source, label, kind }: UploadedFileInputProps) {
  const translate = useTranslate();
  const { field, fieldState, formState } = useInput({ source });
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [url, setUrl] = useState<string>();
  const upload = UPLOADS[kind];
  const fieldError = fieldState.error && (fieldState.isTouched || formState.isSubmitted) ? errorText(fieldState.error.message) : undefined;

  const send = async (file: File) => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const answer = await uploadFile<{ fileId: number; url: string }>(upload.service, upload.path, fileForm(file));
      field.onChange(answer.fileId);
      setUrl(answer.url);
    } catch (e) {
      setRefusal(e instanceof ApiError && e.items.length ? e.items.map((i) => i.msg).join(' ') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      field.onBlur();
    }
  };

  const message = refusal ?? fieldError;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color={message ? 'error' : 'text.secondary'} component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 0.5 }}>
        <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => picker.current?.click()}>
          {translate(busy ? 'app.upload.uploading' : field.value ? 'app.upload.replace' : 'app.upload.choose')}
        </Button>
        <Typography variant="body2" data-testid="uploaded-file">
          {field.value ? translate('app.upload.current', { id: field.value }) : translate('app.upload.none')}
        </Typography>
        {url && <audio controls src={url} aria-label={translate('app.upload.play')} />}
      </Stack>
      <input
        ref={picker}
        type="file"
        hidden
        name={source}
        accept={upload.rule.extensions.map((e) => '.' + e).join(',')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      <FormHelperText error={!!message}>{message ?? ' '}</FormHelperText>
    </Box>
  );
}
