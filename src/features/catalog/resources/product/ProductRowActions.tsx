import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { PermissionIconButton } from '../../../../components/PermissionButton';

export interface ProductRowActionsProps {
  busy: boolean;
  mayDuplicate: boolean;
  /** whether the product is linked to a store it can be previewed at */
  hasStore: boolean;
  onDuplicate: () => void;
  onPreview: () => void;
}

/** The product's own row actions, beside Edit and archive: Duplicate and Preview (a new tab). */
export function ProductRowActions({ busy, mayDuplicate, hasStore, onDuplicate, onPreview }: ProductRowActionsProps) {
  const translate = useTranslate();
  return (
    <>
      <PermissionIconButton allowed={mayDuplicate} disabled={busy} label={translate('app.product.action.duplicate')} icon={<ContentCopyIcon fontSize="small" />} onClick={onDuplicate} />
      <PermissionIconButton
        allowed
        disabled={!hasStore}
        label={translate(hasStore ? 'app.product.action.preview' : 'app.product.action.no_store')}
        icon={<OpenInNewIcon fontSize="small" />}
        onClick={onPreview}
      />
    </>
  );
}
