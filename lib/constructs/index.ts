export { LIMITS } from './limits';
export { defaultLabels, resizeLabels, DEFAULT_ANCHORS } from './response-scale';
export {
  constructSchema,
  dimensionSchema,
  orbitingSchema,
  responseScaleSchema,
  type ConstructSpec,
  type ConstructInput,
  type DimensionSpec,
} from './schema';
export { formatIssues, describeIssues, formatPath, ROOT_PATH, type FieldIssue } from './issues';
export { parseConstruct, parseConstructJson, MAX_CONSTRUCT_JSON_LENGTH, type ParseConstructResult } from './parse';
export { canonicalJson, fingerprint, shortFingerprint } from './fingerprint';
export { toPublicJson, exportConstructJson, constructFileName } from './export-format';
export { constructIdSchema, isConstructId } from './ids';
export { AAAW_PRESET, PRESETS, getPreset, type ConstructPreset } from './presets';
