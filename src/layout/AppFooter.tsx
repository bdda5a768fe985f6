import Box from '@mui/material/Box';

export function AppFooter() {
  return (
    <Box component="footer" sx={{ py: 1.5, px: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary', fontSize: 13 }}>
      © {new Date().getFullYear()} Back office
    </Box>
  );
}
