import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_NAMESPACES, loadCatalogs } from '@client/lib/i18n';
import { guardHistoryMoves } from '@client/lib/use-unsaved-changes';
import { App } from './app';
import './styles.css';

// Before the router listens: Back from a form with unsaved changes asks first.
guardHistoryMoves();

// A transition lets React render the first screen in small slices, yielding to the browser between
// them, instead of one long task that blocks input (Total Blocking Time on slow phones).
// The page's messages first (an English page loads only those with values or plurals), so the first
// render is in its language.
void loadCatalogs(APP_NAMESPACES).then(() =>
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
