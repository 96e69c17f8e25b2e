// Anchor 1: React + react-dom + the router, one route, no federation.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Header, PageContent } from './page-content';

createRoot(document.getElementById('root')).render(
  h(
    BrowserRouter,
    null,
    h(Header),
    h(Routes, null, h(Route, { path: '*', element: h(PageContent) })),
  ),
);
