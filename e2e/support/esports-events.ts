import type { Page } from '@playwright/test';

// What the esports events specs (esports-events.spec.ts, esports-registration.spec.ts) share: an
// event's card. They log in as the demo seed's Team Phoenix (ace_player leads, blaze/cobra/dash
// are members) with support/api.ts's demoLogin.

export const card = (page: Page, title: string) => page.getByRole('article', { name: title });
