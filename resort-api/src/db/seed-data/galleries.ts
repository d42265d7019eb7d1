import { ILLUSTRATIVE_NOTE, ILLUSTRATIVE_NOTE_EN, type ContentSeed, document, picture, translations, video } from './content-seed.ts';

/**
 * Photo and video galleries (type gallery, spec 000 §2 "Gallery list", "Single gallery"): their
 * info.media holds pictures, YouTube videos (type "video", embed URLs) and documents, some not
 * visible. One is scheduled. The partner logos (item 94, content-pages.ts) are a gallery too.
 */
export const GALLERY_SEEDS: readonly ContentSeed[] = [
  {
    id: 400,
    type: 'gallery',
    layout: 'normal',
    position: 1,
    createdDaysAgo: 100,
    publishedInDays: -95,
    info: {
      media: {
        image: [
          picture('/images/banners/ski.jpg', 'A pista ao meio-dia'),
          picture('/images/banners/neve.jpg', 'O pinhal nevado'),
          video('Xk3pT9bLq2A', 'Uma descida na pista (vídeo)'),
        ],
        doc: [
          document('/docs/galerias/mapa-da-pista.pdf', 'Mapa da pista (PDF)', 'Mapa da pista e dos acessos'),
          document('/docs/galerias/direitos-de-imagem.pdf', 'Direitos de imagem', 'Documento interno', false),
        ],
      },
    },
    blocks: [
      {
        title: 'Pista de ski',
        text: '<p>A pista, a escola e o teleski, em fotografias e vídeo.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Ski slope', text: '<p>The slope, the school and the lift.</p>' + ILLUSTRATIVE_NOTE_EN },
          { title: 'Pista de esquí', text: '' },
          { title: 'Piste de ski', text: '' },
        ),
      },
    ],
  },
  {
    id: 401,
    type: 'gallery',
    layout: 'normal',
    position: 2,
    createdDaysAgo: 90,
    publishedInDays: -85,
    info: {
      media: {
        image: [
          picture('/images/banners/aquapark.jpg', 'A piscina de ondas'),
          picture('/images/banners/termas.jpg', 'A piscina termal ao entardecer'),
          picture('/images/banners/verao.jpg', 'Os escorregas exteriores'),
          video('Qm7vR2nWc8E', 'Um dia no aquapark (vídeo)'),
          video('Lp4sH6tYd1K', 'O circuito termal (vídeo)'),
        ],
        doc: [document('/docs/galerias/aquapark-regras.pdf', 'Regras do aquapark (PDF)', 'Regras de utilização')],
      },
    },
    blocks: [
      {
        title: 'Aquapark e Spa',
        text: '<p>Água quente, escorregas e o circuito termal.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Aquapark and Spa', text: '' }, { title: 'Aquapark y Spa', text: '' }, null),
      },
    ],
  },
  {
    id: 402,
    type: 'gallery',
    layout: 'normal',
    position: 3,
    createdDaysAgo: 330,
    publishedInDays: -320,
    info: {
      media: {
        image: [
          picture('/images/banners/carnaval.jpg', 'O desfile na pista'),
          picture('/images/banners/estancia.jpg', 'A Estância em festa'),
        ],
      },
    },
    blocks: [
      {
        title: 'Carnaval na neve 2025',
        text: ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Carnival on the snow 2025', text: '' }, null, null),
      },
    ],
  },
  {
    id: 403,
    type: 'gallery',
    layout: 'normal',
    position: 4,
    createdDaysAgo: 40,
    publishedInDays: -38,
    info: {
      media: {
        image: [
          picture('/images/banners/gardunha.jpg', 'Castelo Novo'),
          picture('/images/banners/verao.jpg', 'Verão na serra'),
        ],
      },
    },
    blocks: [
      {
        title: 'Serra da Gardunha',
        text: '<p>A serra à volta da Estância.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'The Gardunha mountains', text: '' }, null, { title: 'La Serra da Gardunha', text: '' }),
      },
    ],
  },
  {
    // Scheduled: published in two weeks.
    id: 404,
    type: 'gallery',
    layout: 'normal',
    position: 5,
    createdDaysAgo: 1,
    publishedInDays: 14,
    info: { media: { image: [picture('/images/banners/vales.jpg', 'Vales de oferta')] } },
    blocks: [{ title: 'Natal na Estância', text: ILLUSTRATIVE_NOTE, language: translations(null, null, null) }],
  },
];
