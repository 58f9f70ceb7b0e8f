// One Jest run, two projects: browser-side code in jsdom, and the API and the tools (tools/*) in node.
const { REMOTE_WORKSPACES } = require('./scripts/remoteWorkspaces.cjs');

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // Packages resolve to their Node builds: MSW's `msw/node` has no browser build, and jsdom's default 'browser'
      // condition would pick none.
      testEnvironmentOptions: { customExportConditions: [''] },
      // The webpack package's runtime plugins run in the page too.
      roots: [
        '<rootDir>/startup',
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/webpack',
        '<rootDir>/bench',
        ...REMOTE_WORKSPACES.map((remote) => `<rootDir>/${remote}`),
      ],
      testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '<rootDir>/webpack/*.test.js', '<rootDir>/bench/*.test.mjs'],
      // Swiper, and three small packages MSW loads, ship ES modules only: compiled like our own code.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7|rettime|until-async|@open-draft/deferred-promise|@mswjs/interceptors)/)'],
      moduleNameMapper: {
        '^swiper/css(/.*)?$': '<rootDir>/jest/styleStub.js',
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.(css)$': '<rootDir>/jest/styleStub.js',
        '\\.(svg|png|jpg)$': '<rootDir>/jest/fileStub.js',
      },
      setupFiles: ['<rootDir>/jest/jsdomGlobals.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest/setupDom.ts'],
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api', '<rootDir>/tools'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // The page loader the server inlines is built from TypeScript (startup/build.mjs), as `npm run build` does.
      globalSetup: '<rootDir>/jest/buildPageLoader.mjs',
    },
  ],
};
