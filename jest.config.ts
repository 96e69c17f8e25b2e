import type { Config } from 'jest';

// One jest run over every package (DESIGN section 1). ts-jest only transpiles (isolatedModules);
// `npm run typecheck` does the type checking.
const tsTransform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/../tsconfig.base.json', diagnostics: false }],
};

const cssStub = { '\\.css(\\?url)?$': '<rootDir>/../scripts/jest/style-stub.js' };

function browserProject(name: string): Config {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    transform: tsTransform,
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
    {
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'jsdom',
      transform: tsTransform,
      moduleNameMapper: cssStub,
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest/setup-dom.ts'],
      testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    },
    browserProject('shell'),
    browserProject('esports-remote'),
    browserProject('jantri-remote'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      transform: {
        ...tsTransform,
        // light-my-request (app.inject) needs cookie@2, which ships ESM only: transpile it to CJS.
        '/node_modules/cookie/.+\\.js$': [
          'ts-jest',
          {
            tsconfig: { allowJs: true, module: 'commonjs', esModuleInterop: true },
            diagnostics: false,
          },
        ],
      },
      transformIgnorePatterns: ['/node_modules/(?!cookie/)'],
      testMatch: ['<rootDir>/test/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/setup-env.ts'],
    },
  ],
};

export default config;
