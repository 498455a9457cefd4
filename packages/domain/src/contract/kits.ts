import { z } from 'zod';
import { envelopeOf } from './envelope';
import { partImage } from './images';

const text = z.string().nullable();
const inch = z.number().nullable();

/** A hub assembly a kit fits. */
export const kitHub = z.object({ HubAssemblyNumber: z.string(), Description: z.string() });

/** An axle choice of a bearing set (its id is the hub finder's aaxna value id). */
export const kitAxle = z.object({ Id: z.number().int(), Name: z.string() });

/** A kit record of /kits/{kind}/{partNumber} with every field of spec 2, section 3 (AxlePostion is
 * spelt so); the inch figures are given under both spellings the spec names. */
export const kit = z.object({
  PartNumber: z.string(),
  PartTypeId: z.number().int(),
  Description: z.string(),
  Type: text,
  ProductType: text,
  Axle: text,
  AxlePostion: text,
  ImageURL: text,
  Images: z.array(partImage),
  ABSServiceKitNumber: text,
  ABSToneRingNumber: text,
  WhatKitContains: text,
  ABSType: text,
  ScrewNumber: text,
  ABSToneRingKitNumber: text,
  InnerDiameterInch: inch,
  InnerDiameterInches: inch,
  OuterDiameterInch: inch,
  OuterDiameterInches: inch,
  ThicknessInch: inch,
  Width: inch,
  SixPointSocketSize: inch,
  TorqueSpec: text,
  Note: text,
  BearingType: text,
  ReferenceSetNo: text,
  BoreDiameterInch: inch,
  SealAndSpacerKit: text,
  KitType: text,
  PreSetPreSetPlusRebuildKitNumber: text,
  /** Rebuild kits: the bearing sets and seal-and-spacer kit inside. */
  BearingSetNumberInboard: text,
  BearingSetNumberOutboard: text,
  SealAndSpacerKitNumber: text,
  /** Bearing sets: the axle choices. */
  Axles: z.array(kitAxle),
  HubAssemblies: z.array(kitHub),
});

export const kitAnswer = envelopeOf(kit);
export type Kit = z.infer<typeof kit>;
export type KitAxle = z.infer<typeof kitAxle>;
