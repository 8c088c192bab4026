import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route } from 'react-router';
createRoot(document.getElementById('root')).render(createElement(BrowserRouter, null, createElement(Routes, null, createElement(Route, { path: '/', element: createElement('h1', null, 'Lobby') }))));
