import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// bench:web's yardstick: the least a React 19 page can be (a heading and a paragraph).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Cartera USDT</h1>
    <p>Una página de React 19 sin nada más, para comparar.</p>
  </StrictMode>,
);
