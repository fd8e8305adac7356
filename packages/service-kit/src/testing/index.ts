export { testDatabases, testRedisUrl, createPostgresTestDatabase, type TestDatabase } from './test-databases';
export { startTestService, type StartTestServiceOptions, type TestService } from './start-test-service';
export { describeServiceConformance, type ServiceConformanceOptions } from './service-conformance';
export * from './test-identity';
export { captureLogs, type CapturedLogs } from './captured-logs';
export { memoryCounters } from './memory-counters';
export { startSmtpMailbox, type ReceivedMail, type SmtpMailbox } from './smtp-mailbox';
export { scriptedServer, type ReceivedRequest, type Reply, type ScriptedServer } from './scripted-server';
