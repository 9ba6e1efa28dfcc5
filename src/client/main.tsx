import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import './styles.css';

// A transition lets React render the first screen in small slices, yielding to the browser between
// them, instead of one long task that blocks input (Total Blocking Time on slow phones).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
