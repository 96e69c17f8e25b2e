// The one test render of the esports remote: the shell's providers (see shared/src/testing).
import type { ReactElement } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { renderWithProviders as renderShared, type RenderOptions } from '@bgmi/shared/testing';

export type { RenderOptions };

/** A page or piece with the QueryClient and router the shell gives it, plus the toast area. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderShared(ui, { bare: true, extra: <ToastContainer />, ...options });
}

/** A piece that needs only the QueryClient and a router (no toast area). */
export function renderWithQuery(ui: ReactElement, options: RenderOptions = {}) {
  return renderShared(ui, { bare: true, ...options });
}
