import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * What a printed screen keeps: the record itself (an order, a customer's detail, a purchase), on white,
 * across the whole page. The shell (top bar, side menu, breadcrumbs, footer), buttons, checkboxes,
 * pagers and banners are for the screen only.
 */
const print = {
  '@media print': {
    'header, nav, footer, button, [role="tablist"], [role="toolbar"], [role="alert"], .MuiDrawer-root, .MuiPagination-root, .MuiCheckbox-root, .MuiSnackbar-root, .MuiFab-root, [data-screen-only]': {
      display: 'none !important',
    },
    'html, body, #root, #main-content, .MuiPaper-root': { background: '#fff !important', color: '#000 !important', boxShadow: 'none !important' },
    '#main-content': { padding: '0 !important' },
    // the table keeps all its columns on the page, rows stay whole
    'table': { width: '100% !important', fontSize: '10pt' },
    'tr': { breakInside: 'avoid' },
    '.MuiTableContainer-root': { overflow: 'visible !important' },
    // the main column's room (a toolbar's height) above the content is not needed on paper
    '.MuiToolbar-root:empty': { display: 'none !important' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={print} />;
}
