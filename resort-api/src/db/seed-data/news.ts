import {
  ILLUSTRATIVE_NOTE,
  ILLUSTRATIVE_NOTE_EN,
  ILLUSTRATIVE_NOTE_ES,
  type ContentSeed,
  document,
  picture,
  translations,
} from './content-seed.ts';

/**
 * News articles (type news, spec 000 §2 "News, press, galleries", "Article"). Six are published
 * (one without a picture, for the placeholder), one has expired (info.date.avaiable passed), one is
 * scheduled and one is a draft: the list call answers all of them and the reader keeps the
 * published, unexpired ones (spec 000 §4). Articles carry a main picture (info.media), extra
 * pictures with captions and documents (the block's media), a source link and an image credit.
 */
export const NEWS_SEEDS: readonly ContentSeed[] = [
  {
    id: 200,
    type: 'news',
    layout: 'normal',
    slug: 'abertura-da-epoca-de-verao',
    createdDaysAgo: 5,
    publishedInDays: -3,
    info: {
      media: { image: [picture('/images/banners/verao.jpg', 'Escorregas do aquapark exterior')] },
      source: { text: 'Jornal do Fundão', link: 'https://www.jornaldofundao.pt', image: 'Fotografia: Estância' },
      tags: [{ text: 'aquapark' }, { text: 'verão' }],
      seo: { title: 'Abertura da época de verão', description: 'O aquapark exterior abre no próximo fim de semana.' },
    },
    blocks: [
      {
        title: 'Abertura da época de verão',
        abstract: 'O aquapark exterior abre no próximo fim de semana, com dois escorregas novos.',
        text:
          '<p>Com a chegada do calor, a Estância abre o aquapark exterior. Os dois escorregas novos juntam-se à ' +
          'piscina de ondas, e o bar da piscina passa a servir gelados de cereja do Fundão.</p>' +
          ILLUSTRATIVE_NOTE,
        media: {
          image: [
            picture('/images/banners/aquapark.jpg', 'A piscina de ondas, aquecida a 30 °C'),
            picture('/images/banners/termas.jpg', 'A piscina termal exterior ao fim da tarde'),
          ],
          doc: [document('/docs/horario-verao.pdf', 'Horário de verão (PDF)', 'Horários do aquapark exterior')],
        },
        language: translations(
          {
            title: 'The summer season opens',
            abstract: 'The outdoor aquapark opens next weekend, with two new slides.',
            text: '<p>The outdoor aquapark opens with two new slides.</p>' + ILLUSTRATIVE_NOTE_EN,
          },
          { title: 'Apertura de la temporada de verano', abstract: '', text: '' },
          { title: '', abstract: '', text: '' },
        ),
      },
    ],
  },
  {
    id: 201,
    type: 'news',
    layout: 'normal',
    slug: 'carnaval-na-neve',
    createdDaysAgo: 12,
    publishedInDays: -10,
    info: {
      media: { image: [picture('/images/banners/carnaval.jpg', 'Desfile de carnaval na pista')] },
      source: { text: '', link: '', image: 'Fotografia: Ana Lopes' },
      tags: [{ text: 'neve' }, { text: 'eventos' }],
    },
    blocks: [
      {
        title: 'Carnaval na neve',
        abstract: 'Desfile de máscaras na pista, com prémios para as melhores fantasias.',
        text: '<p>No sábado de Carnaval, a pista enche-se de cor: venha mascarado e esquie de graça.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Carnival on the snow', abstract: 'A costume parade on the slope.', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Carnaval en la nieve', abstract: '', text: ILLUSTRATIVE_NOTE_ES },
          { title: 'Carnaval sur la neige', abstract: '', text: '' },
        ),
      },
    ],
  },
  {
    // No picture: readers show a placeholder (spec 000 §2 "News list").
    id: 202,
    type: 'news',
    layout: 'normal',
    createdDaysAgo: 26,
    publishedInDays: -25,
    blocks: [
      {
        title: 'Novo circuito termal',
        abstract: 'O spa tem agora duche de sensações e uma segunda sauna.',
        text: '<p>As obras de inverno terminaram: o circuito termal ganhou um duche de sensações e uma sauna finlandesa.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'A new thermal circuit', abstract: '', text: '' }, null, null),
      },
    ],
  },
  {
    id: 203,
    type: 'news',
    layout: 'normal',
    slug: 'escola-de-ski-novos-horarios',
    createdDaysAgo: 41,
    publishedInDays: -40,
    info: {
      media: { image: [picture('/images/banners/ski.jpg', 'Aula de grupo na zona de iniciação')] },
      source: { text: 'Rádio Cova da Beira', link: 'radiocovadabeira.pt/noticias', image: 'Fotografia: Estância' },
    },
    blocks: [
      {
        title: 'Escola de ski com novos horários',
        abstract: 'Aulas de grupo também ao fim da tarde, de segunda a sexta.',
        text: '<p>A pedido de muitos pais, a escola abre turmas das 18h00 às 19h00 nos dias úteis.</p>' + ILLUSTRATIVE_NOTE,
        media: {
          doc: [
            document('/docs/escola-de-ski-horarios.pdf', 'Horários das aulas (PDF)', 'Horários por nível'),
            document('/docs/escola-de-ski-interno.pdf', 'Escala dos instrutores', 'Documento interno', false),
          ],
        },
        language: translations(
          { title: 'New ski school times', abstract: 'Group lessons in the late afternoon too.', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Nuevos horarios de la escuela de esquí', abstract: '', text: '' },
          null,
        ),
      },
    ],
  },
  {
    id: 204,
    type: 'news',
    layout: 'normal',
    slug: 'cerejeiras-em-flor',
    createdDaysAgo: 61,
    publishedInDays: -60,
    info: {
      media: { image: [picture('/images/banners/gardunha.jpg', 'Cerejeiras em flor na Gardunha')] },
      source: { text: 'Município do Fundão', link: 'http://www.cm-fundao.pt', image: 'Fotografia: Município do Fundão' },
      tags: [{ text: 'Gardunha' }, { text: 'passeios' }],
    },
    blocks: [
      {
        title: 'Cerejeiras em flor na Gardunha',
        abstract: 'Roteiros a pé entre a Estância e as aldeias da serra.',
        text: '<p>Na primavera, a serra fica branca de flores. Sugerimos três percursos a partir da Estância.</p>' + ILLUSTRATIVE_NOTE,
        media: {
          image: [
            picture('/images/banners/gardunha.jpg', 'Castelo Novo visto do trilho'),
            picture('/images/banners/estancia.jpg', 'O regresso à Estância'),
          ],
        },
        language: translations(
          { title: 'Cherry blossom in the Gardunha', abstract: '', text: '' },
          { title: 'Cerezos en flor en la Gardunha', abstract: '', text: '' },
          { title: 'Cerisiers en fleurs', abstract: '', text: '' },
        ),
      },
    ],
  },
  {
    id: 208,
    type: 'news',
    layout: 'normal',
    createdDaysAgo: 91,
    publishedInDays: -90,
    info: { media: { image: [picture('/images/banners/vales.jpg', 'Vale de oferta')] } },
    blocks: [
      {
        title: 'Vales de oferta para o Natal',
        abstract: 'Ofereça um dia na neve ou uma sessão no spa.',
        text: '<p>Os vales de oferta estão à venda na loja online e valem um ano.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Gift vouchers for Christmas', abstract: '', text: '' }, null, null),
      },
    ],
  },
  {
    // Expired: its visibility window closed a month ago.
    id: 205,
    type: 'news',
    layout: 'normal',
    slug: 'passagem-de-ano-na-neve',
    createdDaysAgo: 130,
    publishedInDays: -120,
    availableUntilInDays: -30,
    info: { media: { image: [picture('/images/banners/neve.jpg', 'Neve ao anoitecer')] } },
    blocks: [
      {
        title: 'Passagem de ano na neve',
        abstract: 'Festa na pista com fogo de artifício à meia-noite.',
        text: '<p>Inscrições fechadas.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'New Year\'s Eve on the snow', abstract: '', text: '' }, null, null),
      },
    ],
  },
  {
    // Scheduled: published in a week.
    id: 206,
    type: 'news',
    layout: 'normal',
    slug: 'campeonato-regional-de-ski',
    createdDaysAgo: 2,
    publishedInDays: 7,
    blocks: [
      {
        title: 'Campeonato regional de ski',
        abstract: 'Provas de slalom para escolas da região Centro.',
        text: '<p>Regulamento e inscrições em breve.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Regional ski championship', abstract: '', text: '' }, null, null),
      },
    ],
  },
  {
    id: 207,
    type: 'news',
    layout: 'normal',
    createdDaysAgo: 1,
    publishedInDays: null,
    blocks: [
      {
        title: 'Rascunho: novas tarifas de grupo',
        text: '<p>Em preparação.</p>',
        language: translations(null, null, null),
      },
    ],
  },
];
