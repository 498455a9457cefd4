/** Answer shapes of the hub calls, with the spec's field names. */

export type PartSuggestion = {
  CompetitorInterchangesId: number;
  CompetitorId: number;
  CompetitorName: string;
  CompetitorPartNumber: string;
  PartTypeId: number;
  PartNumber: string;
};

export type AssemblySuggestion = {
  CompetitorHubAssemblyNumberId: number;
  Competitor: string;
  HubAssemblyNumber: string;
};

export type FilterCategory = { Id: number; QueryParameterName: string };

export type FilterValue = {
  Id: number;
  Name: string;
  Inch?: number | null;
  Millimeter?: number | null;
  Inches?: string | null;
  DisplayRange?: string | null;
  MinGawrPound?: number | null;
  MaxGawrPound?: number | null;
  NominalDiameter?: number | null;
  WheelMaterial?: string | null;
  StudLengthClass?: string | null;
  AftermarketAxle?: string | null;
  AftermarketAxleId?: number | null;
  BearingDescriptionInboard?: string | null;
  BearingDescriptionOutboard?: string | null;
  ImageGuid?: string | null;
};

export type HubImage = { ImageUrl?: string; ImageGuid: string; ImageTypeId: number };

export type AftermarketPart = {
  PartNumber: string;
  Description: string;
  TypeId: number;
  UsageId?: number | null;
  Ranking?: number | null;
};

/** A matching hub (hanum with inclv=1) or a hub's details. */
export type Hub = {
  Id: number;
  HubAssemblyNumber: string;
  AftermarketDescription: string;
  Title?: string;
  Description?: string;
  PartNumber?: string;
  PartStatus?: string;
  Status?: string;
  IsAftermarket?: boolean;
  IsAftermarketAssembly?: boolean;
  ImageGuid?: string | null;
  Images?: HubImage[];
  GawrNote?: { Text: string; Links: { Title?: string; Url: string }[] } | null;
  AftermarketParts?: AftermarketPart[];
  [spec: string]: unknown;
};

export type AftermarketParts = {
  HubAssemblyDescription: string;
  HubAssemblyNumber: string;
  Status?: string;
  IsAftermarket?: boolean;
  AftermarketParts: AftermarketPart[];
};

export type RebuildKit = {
  PreSetPreSetPlusHubRebuildKitNumber: string;
  BearingSetNumberInboard: string;
  BearingSetNumberOutboard: string;
  SealAndSpacerKitNumber: string;
};

export type CompareAnswer = { Results: Hub[]; differentProperties: string[] };
