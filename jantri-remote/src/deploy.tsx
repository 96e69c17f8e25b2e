// What this side's build publishes for the shell beside its mf-manifest.json (deploy.json, see
// scripts/webpack/publish-deploy.js): its routes; no page of this side is painted before its
// scripts (the header is the shell's).
import type { FirstPaintPage } from '@bgmi/shared';
import { JANTRI_ROUTES } from './routes';

export const routes = JANTRI_ROUTES;

export const firstPaint: Record<string, FirstPaintPage> = {};
