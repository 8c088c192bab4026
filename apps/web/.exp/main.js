import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
const router = createBrowserRouter([{ path: '/', Component: () => createElement('h1', null, 'Lobby') }]);
createRoot(document.getElementById('root')).render(createElement(RouterProvider, { router }));
