// The host registers its remote from the page's inline config and renders the remote's page in
// its router, as the shell does (runtime registerRemotes + loadRemote of a manifest).
import { createElement as h, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Header } from './page-content';

registerRemotes([{ name: 'anchor_remote', entry: window.__BGMI_INLINE_CONFIG__.remotes.esports }]);
const Home = lazy(() => loadRemote('anchor_remote/pages').then((module) => module.pages.home()));

createRoot(document.getElementById('root')).render(
  h(
    BrowserRouter,
    null,
    h(Header),
    h(Suspense, { fallback: null }, h(Routes, null, h(Route, { path: '*', element: h(Home) }))),
  ),
);
