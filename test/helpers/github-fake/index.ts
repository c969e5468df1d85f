// A local GitHub REST API for tests, validated against GitHub's OpenAPI description.
export { startGitHubFake, SUPPORTED_OPERATIONS } from './server.js';
export type { FaultSpec, FakeRequestLog, GitHubFake, StartGitHubFakeOptions } from './server.js';
export { getGitHubSpec, defaultSpecFile, OpenApiSpec, formatErrors } from './openapi.js';
export type { OpenApiOperation, RouteMatch, RouteResult, SpecLoadStats, SpecOptions, ValidationResult, QueryValidationResult } from './openapi.js';
export { GITHUB_ACTIONS_BOT, addRepo, createState, fakeSha } from './state.js';
export type { FakeComment, FakeIssue, FakeLabel, FakePull, FakeRepo, FakeState, FakeTagObject, FakeUser, RepoSeed } from './state.js';
export { refStoreFor, RefError } from './git.js';
export type { RefEntry, RefStore } from './git.js';
