export {
  DEFAULT_WASTE_PERCENT,
  MAX_WASTE_PERCENT,
  MAX_COVERAGE_AREA_SQFT,
  coverageMessages,
  parseCoverageArea,
  parseWastePercent,
  boxesForArea,
  estimateCoverage,
} from './boxCoverage.rules.ts';
export type { CoverageInput, CoverageErrors, CoverageEstimate, CoverageResult } from './boxCoverage.rules.ts';
