import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'react-admin';
import { pagerItems } from '../../../contract/pager';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** The spec's pager: page 1, a window of 5 neighbours (3 under 480 px), ellipses and the last page. */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  const translate = useTranslate();
  const mobile = useMediaQuery('(max-width:479.95px)');
  const items = pagerItems(page, pageCount, mobile ? 3 : 5);
  if (!items.length) return null;
  return (
    <Box component="nav" aria-label={translate('app.list.pagination')} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {items.map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="small"
            variant={item === page ? 'contained' : 'outlined'}
            aria-label={translate('app.list.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => item !== page && onChange(item)}
            sx={{ minWidth: 36, px: 1 }}
          >
            {item}
          </Button>
        ) : (
          <Box key={item} component="span" aria-hidden sx={{ px: 0.5, color: 'text.secondary' }}>
            …
          </Box>
        ),
      )}
    </Box>
  );
}
