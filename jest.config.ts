import type { Config } from 'jest';

// One jest run over every package (DESIGN section 1). ts-jest only transpiles (isolatedModules);
// `npm run typecheck` does the type checking.
const tsTransform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.base.json', diagnostics: false }],
};

// Packages that ship only ES modules (intl-messageformat and its @formatjs parts; cookie@2 for
// light-my-request): transpiled to CommonJS for jest.
const esmPackages = ['cookie', 'intl-messageformat', '@formatjs'];
const esmTransform: Config['transform'] = {
  [`/node_modules/(${esmPackages.join('|')})/.+\\.js$`]: [
    'ts-jest',
    {
      tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true },
      diagnostics: false,
    },
  ],
};
const esmIgnore = [`/node_modules/(?!(${esmPackages.join('|')})/)`];

const cssStub = { '\\.css(\\?url)?$': '<rootDir>/../scripts/jest/style-stub.js' };

// The browser packages' tests: jsdom with Node's fetch, which MSW answers (scripts/jest/
// jsdom-with-fetch.js, shared/src/testing/mock-api.ts). Packages resolve by their plain
// conditions (require, default), not 'browser': msw/node has no browser build.
const browserEnvironment: Config = {
  testEnvironment: '<rootDir>/../scripts/jest/jsdom-with-fetch.js',
  testEnvironmentOptions: { customExportConditions: [''] },
};

function browserProject(name: string): Config {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    ...browserEnvironment,
    transform: { ...tsTransform, ...esmTransform },
    transformIgnorePatterns: esmIgnore,
    moduleNameMapper: cssStub,
    setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  } as Config;
}

const config: Config = {
  // PGlite opens in 1-3 s per test file; leave room on a loaded 2-core machine.
  testTimeout: 60_000,
  // Jest's default is one worker fewer than the cores: on CI's two cores that is one, which runs
  // every file in band and leaves a core idle. Each file has its own database (PGlite, or a
  // schema of its own on PostgreSQL) and its own Redis prefix, so files can run side by side.
  maxWorkers: '100%',
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('esports-remote'),
    browserProject('jantri-remote'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: { ...tsTransform, ...esmTransform },
      transformIgnorePatterns: esmIgnore,
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/setup-env.ts'],
    },
  ],
};

export default config;
