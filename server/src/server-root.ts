import path from 'node:path';

/**
 * The server package's folder (migrations/, the default uploads/ ...). This file is one level
 * below it, and so is the production build's bundle (dist/, server/build.mjs), where every
 * module's __dirname is the bundle's: one level up is the package in both.
 */
export const SERVER_ROOT = path.resolve(__dirname, '..');
