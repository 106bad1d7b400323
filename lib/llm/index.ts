/** The model layer: configuration, model factory, structured output with corrections and fallbacks. */
export * from './agents';
export * from './providers';
export * from './config-schema';
export { loadAgentsConfig, applyRunOverrides, parseRunOverrides, type LoadAgentsConfigOptions } from './config';
export { defaultAgentsConfig, DEFAULT_TIMEOUT_MS } from './config-defaults';
export { envNames, parseModelSpec } from './config-env';
export { publicConfig, isOfflineDefault, type PublicConfig, type PublicAgentConfig, type PublicModelChain, type PublicModelRef } from './public-config';
export { AGENT_HEADER, createChatModel, resolveEndpoint, ProviderConfigError, type ChatModelSpec } from './model-factory';
export { invokeStructured, type InvokeStructuredOptions, type StructuredResult } from './structured';
export { classifyProviderError, modelChain } from './fallback';
export { AgentConfigError, StructuredOutputError, ProviderUnavailableError, type ConfigIssue, type ProviderFailure } from './errors';
export { noopRecorder, type LlmCallRecord, type LlmCallRecorder, type LlmCallOutcome } from './recorder';
export { writerTierFor, selectWriterModel, modelSettingsFor, ESCALATE_AFTER_FAILED_REVIEWS, type WriterTier } from './tiers';
