// The gallery of the memorial forms as the admin edits it (spec panels §4 "Photo slots", §5 "Memorial"):
// ten photo slots and one video. Saved items removed here stay restorable until the form is sent; only
// then does the server drop them ('image-to-remove', 'remove-video').
import { MEMORIAL_MAX_PHOTOS, MESSAGES, fileProblem } from '@ricordo/shared-design';
import type { CallData } from '@ricordo/shared-design';
import { MEMORIAL_MEDIA_TEXTS as T } from './memorial-media-texts';

/** A saved memorial photo or video as the server lists it. */
export type SavedMedia = CallData<'adminMemorial'>['memorialMedia'][number];

export interface GalleryState {
  /** Saved photos still in the gallery, in their order. */
  photos: SavedMedia[];
  /** Saved photos removed in this form ('Immagini rimosse'). */
  removedPhotos: SavedMedia[];
  /** Photos chosen in this form, to be uploaded. */
  newPhotos: File[];
  video: SavedMedia | null;
  /** The saved video removed in this form ('Video rimosso'). */
  removedVideo: SavedMedia | null;
  newVideo: File | null;
}

/** A change and, when something was refused, the message to show. */
export interface GalleryChange {
  state: GalleryState;
  problem: string | null;
}

export function galleryOf(media: readonly SavedMedia[]): GalleryState {
  return {
    photos: media.filter((item) => item.type === 'photo'),
    removedPhotos: [],
    newPhotos: [],
    video: media.find((item) => item.type === 'video') ?? null,
    removedVideo: null,
    newVideo: null,
  };
}

/** Slots taken: saved photos kept plus new ones. */
export function takenSlots(state: GalleryState): number {
  return state.photos.length + state.newPhotos.length;
}

export function hasVideo(state: GalleryState): boolean {
  return state.video !== null || state.newVideo !== null;
}

export function hasNoMedia(state: GalleryState): boolean {
  return takenSlots(state) === 0 && !hasVideo(state);
}

/** New photos fill the free slots in order; a refused file or a file beyond the tenth slot is reported. */
export function addPhotos(state: GalleryState, files: readonly File[]): GalleryChange {
  let problem: string | null = null;
  const accepted: File[] = [];
  for (const file of files) {
    const refused = fileProblem(file, 'photo');
    if (refused) problem ??= refused;
    else if (takenSlots(state) + accepted.length >= MEMORIAL_MAX_PHOTOS)
      problem ??= MESSAGES.maxImagesReached;
    else accepted.push(file);
  }
  return { state: { ...state, newPhotos: [...state.newPhotos, ...accepted] }, problem };
}

export function removeNewPhoto(state: GalleryState, index: number): GalleryState {
  return { ...state, newPhotos: state.newPhotos.filter((_, at) => at !== index) };
}

/** A saved photo leaves its slot for 'Immagini rimosse'. */
export function removePhoto(state: GalleryState, id: number): GalleryState {
  const photo = state.photos.find((item) => item.ID === id);
  if (!photo) return state;
  return {
    ...state,
    photos: state.photos.filter((item) => item !== photo),
    removedPhotos: [...state.removedPhotos, photo],
  };
}

/** 'Ripristina': only while fewer than 10 slots are taken. */
export function restorePhoto(state: GalleryState, id: number): GalleryChange {
  const photo = state.removedPhotos.find((item) => item.ID === id);
  if (!photo) return { state, problem: null };
  if (takenSlots(state) >= MEMORIAL_MAX_PHOTOS) return { state, problem: MESSAGES.maxImagesReached };
  return {
    state: {
      ...state,
      photos: [...state.photos, photo],
      removedPhotos: state.removedPhotos.filter((item) => item !== photo),
    },
    problem: null,
  };
}

/** A new video replaces a new one; with a saved video present the current one must be removed first. */
export function chooseVideo(state: GalleryState, file: File): GalleryChange {
  const refused = fileProblem(file, 'video');
  if (refused) return { state, problem: refused };
  if (state.video) return { state, problem: T.removeCurrentVideo };
  return { state: { ...state, newVideo: file }, problem: null };
}

export function removeVideo(state: GalleryState): GalleryState {
  if (state.newVideo) return { ...state, newVideo: null };
  if (!state.video) return state;
  return { ...state, video: null, removedVideo: state.video };
}

/** The removed saved video comes back only when there is no current video (spec panels §4). */
export function restoreVideo(state: GalleryState): GalleryChange {
  if (!state.removedVideo) return { state, problem: null };
  if (hasVideo(state)) return { state, problem: T.removeCurrentVideo };
  return { state: { ...state, video: state.removedVideo, removedVideo: null }, problem: null };
}
