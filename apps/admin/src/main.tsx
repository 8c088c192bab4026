import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './ConsoleApp.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(<StrictMode><ConsoleApp /></StrictMode>);
