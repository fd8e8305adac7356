// Jest settings every service test suite needs on top of the repository's node preset.
function withServiceKit(preset) {
  return {
    ...preset,
    globalSetup: require.resolve('./jest-global-setup.cjs'),
    transform: {
      ...preset.transform,
      '[/\\\\]@electric-sql[/\\\\]pglite[/\\\\]dist[/\\\\].+\\.cjs$': require.resolve('./jest-pglite-transform.cjs'),
    },
    transformIgnorePatterns: ['/node_modules/(?!@electric-sql/pglite/)'],
    // Suites boot real services and databases.
    testTimeout: 30_000,
  };
}

module.exports = { withServiceKit };
