import { visitorThemeColor } from '@showroom/machines';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.tsx';
import { browserEnvironment } from './app/browserEnvironment.ts';
import { loadPaletteMaths } from './app/shopPalette.ts';
import { createAppServices } from './services/createAppServices.ts';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render the storefront into.');

// Development checks every answer against the contract's schemas; production leaves zod out.
const validateWith = import.meta.env.DEV ? (await import('@showroom/api')).endpoints : undefined;
const services = createAppServices({ ...browserEnvironment(), ...(validateWith ? { validateWith } : {}) });

// A returning visitor's branded showroom: the colour maths first, so the page opens in the shop's colours.
if (visitorThemeColor(services.showroom.getState().active)) await loadPaletteMaths().catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App services={services} />
    </BrowserRouter>
  </StrictMode>,
);
