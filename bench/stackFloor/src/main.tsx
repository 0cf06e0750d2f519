import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import '../../reference/src/styles.css';
import { StackFloorForm } from './StackFloorForm';
import { createStore } from './store';
import { createTexts } from './texts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root container #root is missing');
const root = createRoot(rootElement);
const i18n = await createTexts();
root.render(
  <StrictMode>
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
          <StackFloorForm />
        </BrowserRouter>
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
