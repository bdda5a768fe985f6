import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { PAGE_SIZES, pageSizeLabel } from '../../../contract/pager';

export interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
}

/** The page-size dropdown: 10/page, 20/page ... 100/page. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.list.page_size')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      fullWidth={false}
      variant="outlined"
      sx={{ width: 130 }}
      slotProps={{ htmlInput: { 'aria-label': translate('app.list.page_size') } }}
    >
      {PAGE_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {pageSizeLabel(size)}
        </MenuItem>
      ))}
    </TextField>
  );
}
