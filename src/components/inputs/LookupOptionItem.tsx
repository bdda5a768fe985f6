import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes } from 'react';
import type { LookupOption } from './lookup-options';

export interface LookupOptionItemProps extends HTMLAttributes<HTMLLIElement> {
  option: LookupOption;
}

/** A picker's option: the record's name, and below it what tells it apart (telephone and email, model and price). */
export function LookupOptionItem({ option, ...props }: LookupOptionItemProps) {
  return (
    <Box component="li" {...props}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="span" sx={{ display: 'block' }}>
          {option.label}
        </Typography>
        {option.detail ? (
          <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {option.detail}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
