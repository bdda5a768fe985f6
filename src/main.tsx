import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prepareScreen } from './resources/entity-screens';

// the screen at the address the console opens on starts loading (code and first read) with the console itself
prepareScreen(window.location.hash.replace(/^#/, '').split('?')[0] || '/');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
