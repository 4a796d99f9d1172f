export { PhotoSlots } from './PhotoSlots';
export type { PhotoSlotsProps } from './PhotoSlots';
export { VideoSlot } from './VideoSlot';
export type { VideoSlotProps } from './VideoSlot';
export * from './memorial-media';
export { MEMORIAL_MEDIA_TEXTS } from './memorial-media-texts';
