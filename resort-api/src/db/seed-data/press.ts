import { ILLUSTRATIVE_NOTE, ILLUSTRATIVE_NOTE_EN, type ContentSeed, document, picture, translations } from './content-seed.ts';

/**
 * Press items (type press, spec 000 §2 "Press list"): source links with and without a scheme
 * (the reader adds http:// where it is missing), documents to download, one without a picture,
 * one expired and one draft.
 */
export const PRESS_SEEDS: readonly ContentSeed[] = [
  {
    id: 300,
    type: 'press',
    layout: 'all',
    position: 1,
    createdDaysAgo: 15,
    publishedInDays: -14,
    info: {
      media: {
        image: [picture('/images/banners/ski.jpg', 'A pista de ski')],
        doc: [document('/docs/imprensa/jornal-do-fundao.pdf', 'Artigo (PDF)', 'Jornal do Fundão, edição impressa')],
      },
      source: { text: 'Jornal do Fundão', link: 'www.jornaldofundao.pt/estancia-neve-todo-o-ano', image: '' },
    },
    blocks: [
      {
        title: 'Neve no Fundão em pleno agosto',
        abstract: 'O Jornal do Fundão visitou a pista de neve num dia de 38 °C.',
        text: '<p>Reportagem sobre a única pista de neve aberta todo o ano no interior do país.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Snow in Fundão in mid-August', abstract: '', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Nieve en Fundão en pleno agosto', abstract: '', text: '' },
          null,
        ),
      },
    ],
  },
  {
    id: 301,
    type: 'press',
    layout: 'all',
    position: 2,
    createdDaysAgo: 45,
    publishedInDays: -44,
    info: {
      media: {
        image: [picture('/images/banners/termas.jpg', 'O circuito termal')],
        doc: [
          document('/docs/imprensa/revista-viagens.pdf', 'Artigo (PDF)', 'Revista de viagens'),
          document('/docs/imprensa/revista-viagens-fotos.pdf', 'Fotografias', 'Material de imprensa', false),
        ],
      },
      source: { text: 'Revista Viajar', link: 'https://www.example.pt/viajar/spa-gardunha', image: 'Fotografia: Revista Viajar' },
    },
    blocks: [
      {
        title: 'Um spa termal com vista para a serra',
        abstract: 'Cinco escapadinhas de inverno no Centro de Portugal.',
        text: '<p>A Estância surge entre as escapadinhas de inverno recomendadas.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'A thermal spa facing the mountains', abstract: '', text: '' }, null, null),
      },
    ],
  },
  {
    id: 302,
    type: 'press',
    layout: 'all',
    position: 3,
    createdDaysAgo: 80,
    publishedInDays: -79,
    info: { source: { text: 'Rádio Cova da Beira', link: 'http://www.radiocovadabeira.pt', image: '' } },
    blocks: [
      {
        title: 'Entrevista: a escola de ski',
        abstract: 'O diretor da escola fala das aulas para escolas da região.',
        text: '<p>Entrevista na rádio local.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Interview: the ski school', abstract: '', text: '' }, null, null),
      },
    ],
  },
  {
    id: 303,
    type: 'press',
    layout: 'all',
    position: 4,
    createdDaysAgo: 200,
    publishedInDays: -190,
    availableUntilInDays: -100,
    info: { source: { text: 'Diário das Beiras', link: 'diariodasbeiras.example.pt', image: '' } },
    blocks: [
      {
        title: 'Inauguração da Estância',
        abstract: 'Notícia da abertura, já fora do período de publicação.',
        text: ILLUSTRATIVE_NOTE,
        language: translations(null, null, null),
      },
    ],
  },
  {
    id: 304,
    type: 'press',
    layout: 'all',
    position: 5,
    createdDaysAgo: 2,
    publishedInDays: null,
    blocks: [{ title: 'Rascunho: comunicado de imprensa', text: '', language: translations(null, null, null) }],
  },
];
