// The types of chromium.mjs for its TypeScript reader, e2e/playwright.config.ts.
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
