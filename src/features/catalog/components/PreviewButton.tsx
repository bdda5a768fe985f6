import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CATALOG_PATHS } from '../../../../contract/catalog';
import type { EntityDeclaration } from '../../../../contract/entity';
import { useBackOfficeDataProvider, useNotifyApiError } from '../../../dataProvider/hooks';

export interface PreviewButtonProps {
  decl: EntityDeclaration;
  id: number | string;
}

/**
 * Opens the record's page on the store host in a new tab (spec: brands/{id}, blog/{id}). The tab opens
 * at the press, so no pop-up blocker stops it, and goes to the address once the server gave it.
 */
export function PreviewButton({ decl, id }: PreviewButtonProps) {
  const translate = useTranslate();
  const dataProvider = useBackOfficeDataProvider();
  const notifyError = useNotifyApiError();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    setBusy(true);
    try {
      const { url } = await dataProvider.call<{ url: string }>(decl.service, CATALOG_PATHS.preview(decl.rest, id));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch (e) {
      tab?.close();
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<OpenInNewIcon />} onClick={() => void open()} disabled={busy} data-testid="preview">
      {translate('app.catalog.preview')}
    </Button>
  );
}
