/** React and React DOM, evaluated on their own at start (see main.tsx). */
export { hydrateRoot } from 'react-dom/client';
