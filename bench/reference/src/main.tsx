import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReferenceForm } from './ReferenceForm';
import './styles.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root container #root is missing');
createRoot(rootElement).render(
  <StrictMode>
    <ReferenceForm />
  </StrictMode>,
);
