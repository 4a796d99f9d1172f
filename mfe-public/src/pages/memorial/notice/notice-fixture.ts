// A notice-only record as deceasedData gives it (partnerdemo's demo notice), for the notice's tests.
export const NOTICE_URL = '/api/obituaries/manifest/1003.jpg?v=3f9a1c2b4d5e';

export const noticeOnly = {
  result: 'success' as const,
  ID: 1003,
  name: 'Anna',
  surname: 'Bellini Sartori',
  gender: 'F' as const,
  dateOfBirth: '1952-01-30',
  dateOfDeath: '2025-01-18',
  time: 1737272700,
  bookOpen: true,
  aphorism: null,
  idLapideManifest: 1003,
  graveyardName: 'Cimitero Monumentale di Torino',
  graveRegion: 'Piemonte',
  graveRegionID: 2,
  graveProvince: 'Torino',
  graveProvinceID: 1,
  graveLocation: 'Torino',
  graveLocationID: 1272,
  graveCap: '10152',
  photo: [] as string[],
  'photo-lapide': null,
  partner: { ID: 7, name: 'Onoranze Funebri Bellini' },
  memorial: null,
  memorialMedia: [],
  dedic: [],
  lamp: null,
  notice: {
    manifesto: { url: NOTICE_URL, width: 1080, height: 1527 },
    funeralDate: '2025-01-21',
    funeralPlaces: ['Chiesa di San Secondo, Torino (TO)', 'Cimitero Monumentale, Torino (TO)'],
    obituaryNote:
      '<h1>Ricamo</h1><p>Anna ha dedicato la vita <strong>alla famiglia</strong>.</p><script>x()</script>',
    noticeOnly: true,
  },
};

/** The same notice on a digital tombstone's page, with a photo and a dedication. */
export const tombstoneWithNotice = {
  ...noticeOnly,
  photo: ['/media/demo/anna.jpg'],
  dedic: [
    {
      ID: 9,
      type: 'dedica-fiori',
      time: 1737300000,
      status: 'accepted',
      text: 'Ciao Anna',
      showAuthor: 'Luca',
      media: null,
    },
  ],
  notice: { ...noticeOnly.notice, noticeOnly: false },
};
