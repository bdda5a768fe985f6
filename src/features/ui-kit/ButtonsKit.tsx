import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MenuButton } from '../../components/MenuButton';
import { PermissionButton } from '../../components/PermissionButton';
import { KitSection } from './KitSection';

const TONES = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const row = { display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' } as const;

/** The buttons of the console: variants, tones, sizes, the dimmed button of a missing permission, menus and confirmations. */
export function ButtonsKit() {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <KitSection title={translate('app.ui_kit.buttons.variants')}>
        <Box sx={row}>
          <Button variant="contained">{translate('app.ui_kit.buttons.contained')}</Button>
          <Button variant="outlined">{translate('app.ui_kit.buttons.outlined')}</Button>
          <Button>{translate('app.ui_kit.buttons.text')}</Button>
        </Box>
      </KitSection>
      <KitSection title={translate('app.ui_kit.buttons.colours')}>
        {(['contained', 'outlined', 'text'] as const).map((variant) => (
          <Box key={variant} sx={row}>
            {TONES.map((tone) => (
              <Button key={tone} variant={variant} color={tone}>
                {tone}
              </Button>
            ))}
          </Box>
        ))}
      </KitSection>
      <KitSection title={translate('app.ui_kit.buttons.sizes')}>
        <Box sx={row}>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Button key={size} variant="contained" size={size}>
              {translate(`app.ui_kit.buttons.${size}`)}
            </Button>
          ))}
        </Box>
      </KitSection>
      <KitSection title={translate('app.ui_kit.buttons.states')}>
        <Box sx={row}>
          <PermissionButton allowed={false} label={translate('app.ui_kit.buttons.dimmed')} variant="contained" />
          <Button variant="contained" disabled>
            {translate('app.ui_kit.buttons.disabled')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />}>
            {translate('app.action.create')}
          </Button>
          <Button variant="outlined" startIcon={<FileDownloadOutlined />}>
            {translate('app.ui_kit.buttons.with_icon')}
          </Button>
          <MenuButton
            variant="outlined"
            label={translate('app.ui_kit.buttons.menu')}
            items={(close) =>
              [1, 2, 3].map((n) => (
                <MenuItem key={n} onClick={close}>
                  {translate('app.ui_kit.buttons.menu_item', { n })}
                </MenuItem>
              ))
            }
          />
          <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
            {translate('app.ui_kit.buttons.confirm')}
          </Button>
        </Box>
      </KitSection>
      <ConfirmDialog open={asking} text={translate('app.ui_kit.buttons.confirm_text')} onConfirm={() => setAsking(false)} onClose={() => setAsking(false)} />
    </Box>
  );
}
