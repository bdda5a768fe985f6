import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { keepGap, nonNegative, RANGE_SLIDER_GAP, type Bounds } from '../../../../../contract/products';

export interface ProductPriceSliderProps {
  bounds: Bounds;
  min: string;
  max: string;
  onChange: (min: string, max: string) => void;
}

/** The dual-handle range slider over the price, keeping its handles RANGE_SLIDER_GAP apart. */
export function ProductPriceSlider({ bounds, min, max, onChange }: ProductPriceSliderProps) {
  const translate = useTranslate();
  const value: [number, number] = [nonNegative(min) ?? bounds.min, nonNegative(max) ?? bounds.max];
  return (
    <Box sx={{ width: 280, px: 1 }}>
      <Typography variant="caption" color="text.secondary" id="product-price-range">
        {translate('app.product.filter.price_range')}
      </Typography>
      <Slider
        aria-labelledby="product-price-range"
        getAriaLabel={(i) => translate(i === 0 ? 'app.product.filter.min_price' : 'app.product.filter.max_price')}
        value={value}
        min={bounds.min}
        max={bounds.max}
        step={1}
        valueLabelDisplay="auto"
        disableSwap
        onChange={(_e, next, activeThumb) => {
          const [lo, hi] = keepGap(next as [number, number], activeThumb === 0 ? 0 : 1, bounds, RANGE_SLIDER_GAP);
          onChange(String(lo), String(hi));
        }}
        size="small"
      />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: -0.5 }}>
        <Typography variant="caption" color="text.secondary" data-testid="price-range-min">
          {value[0]}
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="price-range-max">
          {value[1]}
        </Typography>
      </Box>
    </Box>
  );
}
