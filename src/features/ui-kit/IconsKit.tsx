import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CONSOLE_ICONS } from './icons';
import { KitSection } from './KitSection';

/** Every icon the console uses, with the name it is imported by. */
export function IconsKit() {
  const translate = useTranslate();
  const icons = Object.entries(CONSOLE_ICONS);
  return (
    <KitSection title={translate('app.ui_kit.icons.count', { count: icons.length })}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {icons.map(([name, Icon]) => (
          <Box key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }} data-testid="kit-icon">
            <Icon color="action" />
            <Typography variant="caption" noWrap>
              {name}
            </Typography>
          </Box>
        ))}
      </Box>
    </KitSection>
  );
}
