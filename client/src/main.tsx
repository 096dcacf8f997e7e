import './ui/theme.css';
import './app/app-shell.css';
import './app/print.css';
import './app/i18n/setup.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { bootstrapSession } from './app/auth-bootstrap.ts';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.ts';
import { startVersionCheck } from './app/version-check-runner.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void bootstrapSession();
// The dev server's build id never matches the API's /version.json; only built bundles check.
if (import.meta.env.PROD) startVersionCheck(__APP_VERSION__);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
