// The remote exposes its pages as loaders; the home page is its own chunk, as in the product.
export const pages = { home: () => import('./mf-remote-home') };
