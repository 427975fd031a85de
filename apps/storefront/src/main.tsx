import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { browserEnvironment } from './app/browserEnvironment.ts';
import { createAppServices } from './services/createAppServices.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the storefront into.');

// Development checks every answer against the contract's schemas; production leaves zod out.
const validateWith = import.meta.env.DEV ? (await import('@showroom/api')).endpoints : undefined;
const services = createAppServices({ ...browserEnvironment(), ...(validateWith ? { validateWith } : {}) });

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App services={services} />
    </BrowserRouter>
  </StrictMode>,
);
