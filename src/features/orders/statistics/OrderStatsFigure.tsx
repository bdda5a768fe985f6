import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface OrderStatsFigureProps {
  label: string;
  value: string;
  /** a colour of the palette for the figure (the measure's colour in the chart) */
  colour?: string;
  /** on the value */
  testId?: string;
}

/** One of the range's totals, as a labelled figure. */
export function OrderStatsFigure({ label, value, colour, testId }: OrderStatsFigureProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 180, flex: '1 1 180px', borderTop: 4, borderTopColor: colour ?? 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}
