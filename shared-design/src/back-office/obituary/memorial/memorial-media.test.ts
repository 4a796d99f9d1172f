import { describe, expect, it } from 'vitest';
import {
  addPhotos,
  chooseVideo,
  galleryOf,
  hasNoMedia,
  removePhoto,
  removeVideo,
  restorePhoto,
  restoreVideo,
  takenSlots,
} from './memorial-media';

const saved = (ID: number, type: 'photo' | 'video' = 'photo') => ({ ID, type, file: `/media/m/${ID}.jpg` });
const photo = (name = 'foto.jpg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
const video = (name = 'video.mp4') => new File([new Uint8Array(10)], name, { type: 'video/mp4' });

describe('memorial gallery rules (spec panels §4, §5)', () => {
  it('new photos take the free slots; beyond ten, and wrong files, are refused with their message', () => {
    const start = galleryOf([...Array.from({ length: 8 }, (_, i) => saved(i + 1)), saved(99, 'video')]);
    expect(takenSlots(start)).toBe(8);
    const { state, problem } = addPhotos(start, [photo('a.jpg'), photo('b.png'), photo('c.gif')]);
    expect(state.newPhotos.map((file) => file.name)).toEqual(['a.jpg', 'b.png']);
    expect(problem).toBe("hai gia' caricato 10 immagini");
    expect(addPhotos(start, [photo('a.pdf')]).problem).toBe('Formato del file non valido');
    expect(addPhotos(start, [photo('big.jpg', 15_000_001)]).problem).toBe(
      'la dimensione massima supportata e` di 15MB',
    );
  });

  it('a removed photo frees its slot and can be restored only while fewer than ten are present', () => {
    const start = galleryOf(Array.from({ length: 10 }, (_, i) => saved(i + 1)));
    const removed = removePhoto(start, 3);
    expect(takenSlots(removed)).toBe(9);
    expect(removed.removedPhotos.map((item) => item.ID)).toEqual([3]);
    const refilled = addPhotos(removed, [photo()]).state;
    expect(restorePhoto(refilled, 3)).toEqual({ state: refilled, problem: "hai gia' caricato 10 immagini" });
    const restored = restorePhoto(removed, 3);
    expect(restored.problem).toBeNull();
    expect(restored.state.removedPhotos).toEqual([]);
    expect(takenSlots(restored.state)).toBe(10);
  });

  it('the removed video comes back only without a current video', () => {
    const start = galleryOf([saved(1), saved(2, 'video')]);
    expect(chooseVideo(start, video()).problem).toBe('Devi rimuovere il video corrente per procedere');
    const removed = removeVideo(start);
    expect(removed.removedVideo?.ID).toBe(2);
    const replaced = chooseVideo(removed, video('nuovo.mp4')).state;
    expect(replaced.newVideo?.name).toBe('nuovo.mp4');
    expect(restoreVideo(replaced).problem).toBe('Devi rimuovere il video corrente per procedere');
    expect(chooseVideo(removed, video('x.mov')).problem).toBe('Formato video non valido');
    const back = restoreVideo(removeVideo(replaced));
    expect(back.problem).toBeNull();
    expect(back.state.video?.ID).toBe(2);
  });

  it('knows when no media at all is left', () => {
    expect(hasNoMedia(galleryOf([]))).toBe(true);
    expect(hasNoMedia(removePhoto(galleryOf([saved(1)]), 1))).toBe(true);
    expect(hasNoMedia(galleryOf([saved(2, 'video')]))).toBe(false);
  });
});
