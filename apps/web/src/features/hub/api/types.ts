import type { HubDetail, HubSummary } from '@wheelend/domain/contract/hub';

/** Answer shapes of the hub calls: the contract's types. */
export type { AssemblySuggestion } from '@wheelend/domain/contract/search';
export type { FilterValue } from '@wheelend/domain/contract/finder';
export type {
  AftermarketPart,
  HubDetail,
  HubFilterSetAnswer,
  HubParts,
  HubSummary,
  RebuildKit,
} from '@wheelend/domain/contract/hub';

/** A matching hub (hanum with inclv=1) or a hub's details: what cards and pages read of both. */
export type Hub = HubSummary | HubDetail;

export type CompareAnswer = { Results: HubDetail[]; differentProperties: string[] };
