import '@fontsource-variable/inter';
import '@fontsource-variable/cairo';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { startThemeSync } from './lib/theme';

// Language and theme are applied before the first render, so nothing shows in the wrong one.
initI18n();
startThemeSync();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
