import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@bgmi/shared';
import { EsportsApp } from './app/esports-app';

export interface MountOptions {
  /** Path the side lives under in the host page, e.g. '/esports'. */
  basename?: string;
  /** API base URL (default: the runtime config, else http://localhost:4000). */
  apiUrl?: string;
  /** Render this side's own toast area (default true; pass false when the host has one). */
  toasts?: boolean;
}

/**
 * Mounts the esports side alone into an element of any page (for integrators): its own React root,
 * its own router under `basename`, its own toasts. Returns a function that unmounts it.
 */
export function mount(element: HTMLElement, options: MountOptions = {}): () => void {
  if (options.apiUrl) setRuntimeConfig({ apiUrl: options.apiUrl });
  const root = createRoot(element);
  root.render(<EsportsApp basename={options.basename ?? '/'} toasts={options.toasts ?? true} />);
  return () => root.unmount();
}

export default mount;
