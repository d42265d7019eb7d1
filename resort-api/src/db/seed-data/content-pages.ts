import {
  ILLUSTRATIVE_NOTE,
  ILLUSTRATIVE_NOTE_EN,
  ILLUSTRATIVE_NOTE_ES,
  ILLUSTRATIVE_NOTE_FR,
  type ContentSeed,
  document,
  picture,
  translations,
} from './content-seed.ts';
import { DEMO_PAGE_IDS } from './pages.ts';

/**
 * The content pages (type content, spec 000 §2 "Layout is chosen from the item's type and layout
 * field"): one at least for every layout (card, accordion, tabs, contact, list, list-alt, 404 and
 * the default), the pages the menus and the footer link to (menus.ts), a draft, a scheduled page
 * and an item saved for preview only. Some translations are empty or missing on purpose, to
 * exercise the pt fallback; French is the least complete, as on the real site (spec 000 §1).
 */

/** Ids of the pages reached by slug, apart from those of DEMO_PAGE_IDS. */
export const PAGE_IDS = {
  presentation: 14,
  virtualTour: 15,
  aquaparkSpa: 16,
  slope: 17,
  skiSchool: 18,
  maintenance: 19,
  draft: 20,
  scheduled: 21,
  preview: 22,
  internalRules: 54,
  legalInformation: 55,
  privacyPolicy: 56,
  refundPolicy: 57,
  /** Intro blocks of the shop's lists, linked from the menu entries at /store and /store/aulas (spec 001 §2.1, §2.6). */
  shopIntro: 60,
  lessonsIntro: 61,
} as const;

const SEO_DEFAULT_KEYWORDS = 'Fundão, Serra da Gardunha, neve, ski, spa, aquapark';

export const PAGE_SEEDS: readonly ContentSeed[] = [
  {
    id: PAGE_IDS.shopIntro,
    type: 'content',
    layout: '',
    slug: 'loja-online',
    position: 20,
    createdDaysAgo: 200,
    publishedInDays: -190,
    blocks: [
      {
        title: 'Loja online',
        subtitle: 'Forfaits, aluguer de equipamento, packs e atividades',
        text:
          '<p>Compre online e evite a fila da bilheteira: os bilhetes chegam ao seu e-mail e a fatura em 72 horas. ' +
          'O forfait é obrigatório para esquiadores e praticantes de snowboard.</p>' +
          ILLUSTRATIVE_NOTE,
        language: translations(
          {
            title: 'Online shop',
            subtitle: 'Lift passes, equipment rental, packs and activities',
            text: '<p>Buy online and skip the ticket office queue. A lift pass is required for skiers and snowboarders.</p>' + ILLUSTRATIVE_NOTE_EN,
          },
          { title: 'Tienda online', subtitle: '', text: '' },
          null,
        ),
      },
    ],
  },
  {
    id: PAGE_IDS.lessonsIntro,
    type: 'content',
    layout: '',
    slug: 'aulas-de-ski',
    position: 21,
    createdDaysAgo: 200,
    publishedInDays: -190,
    blocks: [
      {
        title: 'Aulas de ski e snowboard',
        subtitle: 'Com os monitores da escola da Estância',
        text:
          '<p>Cada aula dura 1 hora. Depois do pagamento, marque o dia e a hora com o código de compra. ' +
          'O forfait é obrigatório e o aluguer de equipamento não inclui vestuário nem acessórios.</p>' +
          ILLUSTRATIVE_NOTE,
        language: translations(
          {
            title: 'Ski and snowboard lessons',
            subtitle: 'With the resort school\'s instructors',
            text: '<p>Each lesson lasts 1 hour. After paying, book the day and time with your purchase code.</p>' + ILLUSTRATIVE_NOTE_EN,
          },
          null,
          null,
        ),
      },
    ],
  },
  {
    id: DEMO_PAGE_IDS.resort,
    type: 'content',
    layout: 'card',
    slug: 'a-estancia',
    position: 1,
    createdDaysAgo: 400,
    publishedInDays: -380,
    info: {
      principal: true,
      seo: {
        title: 'A Estância — neve e spa no Fundão',
        description: 'Uma estância de neve e águas termais na encosta da Serra da Gardunha, no Fundão.',
        keywords: SEO_DEFAULT_KEYWORDS,
      },
      media: { image: [picture('/images/banners/estancia.jpg', 'A Estância vista do lago')] },
    },
    blocks: [
      {
        title: 'A Estância',
        subtitle: 'Neve, água e montanha no coração da Beira Baixa',
        abstract: 'Pista de neve, aquapark e spa termal num só lugar, a dez minutos do centro do Fundão.',
        text:
          '<p>Na encosta norte da Serra da Gardunha, a Estância junta uma pista de neve aberta todo o ano, ' +
          'um aquapark coberto e um spa de águas termais. Venha esquiar de manhã e relaxar à tarde.</p>' +
          ILLUSTRATIVE_NOTE,
        language: translations(
          {
            title: 'The Resort',
            subtitle: 'Snow, water and mountains in the heart of Beira Baixa',
            abstract: 'A snow slope, an aquapark and a thermal spa in one place, ten minutes from Fundão.',
            text:
              '<p>On the northern slope of the Serra da Gardunha, the resort brings together a snow slope open ' +
              'all year, an indoor aquapark and a thermal spa. Ski in the morning, unwind in the afternoon.</p>' +
              ILLUSTRATIVE_NOTE_EN,
          },
          {
            title: 'La Estancia',
            subtitle: 'Nieve, agua y montaña en el corazón de la Beira Baixa',
            abstract: '',
            text:
              '<p>En la ladera norte de la Serra da Gardunha: pista de nieve todo el año, aquapark cubierto y ' +
              'spa termal.</p>' +
              ILLUSTRATIVE_NOTE_ES,
          },
          { title: '', subtitle: '', abstract: '', text: '' },
        ),
      },
      {
        title: 'Neve todo o ano',
        text: '<p>Pista de 250 metros com neve produzida diariamente, teleski e zona de iniciação.</p>',
        media: { image: [picture('/images/banners/ski.jpg', 'Pista de ski')], link: '/neve' },
        language: translations({ title: 'Snow all year', text: '<p>A 250-metre slope with fresh snow every day.</p>' }, null, null),
      },
      {
        title: 'Aquapark e Spa',
        text: '<p>Piscinas aquecidas, escorregas, jacúzis e um circuito termal com vista para a serra.</p>',
        media: { image: [picture('/images/banners/aquapark.jpg', 'Aquapark coberto')], link: '/aquapark-spa' },
        language: translations({ title: 'Aquapark and Spa', text: '' }, { title: 'Aquapark y Spa', text: '' }, null),
      },
      {
        title: 'Serra da Gardunha',
        text: '<p>Trilhos, aldeias de xisto e as cerejeiras do Fundão à porta da Estância.</p>',
        media: { image: [picture('/images/banners/gardunha.jpg', 'Serra da Gardunha')] },
        language: translations({ title: 'The Gardunha mountains', text: '' }, null, null),
      },
    ],
  },
  {
    id: DEMO_PAGE_IDS.snow,
    type: 'content',
    layout: 'tabs',
    slug: 'neve',
    position: 2,
    createdDaysAgo: 390,
    publishedInDays: -380,
    info: { principal: true, seo: { title: 'Neve e ski no Fundão', description: 'Pista, escola de ski e forfaits.' } },
    blocks: [
      {
        title: 'Neve / Ski',
        subtitle: 'Esquiar na Beira Baixa, em qualquer estação',
        text: '<p>Tudo o que precisa para um dia na neve: pista, escola, aluguer de equipamento e forfaits.</p>' + ILLUSTRATIVE_NOTE,
        media: { image: [picture('/images/banners/neve.jpg', 'Pinhal nevado')] },
        language: translations(
          { title: 'Snow / Ski', subtitle: 'Skiing in Beira Baixa, in any season', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Nieve / Esquí', subtitle: '', text: ILLUSTRATIVE_NOTE_ES },
          { title: 'Neige / Ski', subtitle: 'Skier en Beira Baixa, en toute saison', text: ILLUSTRATIVE_NOTE_FR },
        ),
      },
      {
        title: 'A pista',
        text: '<p>250 metros de pista com 18% de inclinação média, teleski e tapete rolante para iniciados.</p>',
        language: translations({ title: 'The slope', text: '<p>A 250-metre slope, a drag lift and a beginners\' carpet.</p>' }, { title: 'La pista', text: '' }, null),
      },
      {
        title: 'Escola de ski',
        text: '<p>Aulas individuais e de grupo, dos 4 anos em diante, com instrutores certificados.</p>',
        language: translations({ title: 'Ski school', text: '<p>Private and group lessons from age 4.</p>' }, null, null),
      },
      {
        title: 'Equipamento',
        text: '<p>Ski, snowboard, botas, capacete e luvas para alugar à entrada da pista.</p>',
        language: translations({ title: 'Equipment', text: '' }, { title: 'Material', text: '' }, { title: 'Matériel', text: '' }),
      },
    ],
  },
  {
    id: DEMO_PAGE_IDS.aquapark,
    type: 'content',
    layout: 'list',
    slug: 'aquapark',
    parentId: PAGE_IDS.aquaparkSpa,
    position: 1,
    createdDaysAgo: 380,
    publishedInDays: -370,
    blocks: [
      {
        title: 'Aquapark',
        subtitle: 'Água a 30 °C, faça chuva ou neve',
        text: '<p>Um aquapark coberto para toda a família.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Aquapark', subtitle: 'Water at 30 °C, rain or snow', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Aquapark', subtitle: '', text: ILLUSTRATIVE_NOTE_ES },
          null,
        ),
      },
      {
        title: 'Piscina de ondas',
        text: '<p>Ondas a cada quinze minutos numa piscina de 400 m².</p>',
        media: { image: [picture('/images/banners/aquapark.jpg', 'Piscina de ondas')] },
        language: translations({ title: 'Wave pool', text: '<p>Waves every fifteen minutes.</p>' }, null, null),
      },
      {
        title: 'Escorregas',
        text: '<p>Três escorregas, do tobogã familiar ao tubo em espiral.</p>',
        media: { image: [picture('/images/banners/verao.jpg', 'Escorregas')] },
        language: translations({ title: 'Slides', text: '' }, { title: 'Toboganes', text: '' }, null),
      },
      {
        title: 'Zona infantil',
        text: '<p>Piscina rasa com repuxos e vigilância permanente.</p>',
        language: translations({ title: 'Children\'s area', text: '' }, null, null),
      },
    ],
  },
  {
    id: DEMO_PAGE_IDS.spa,
    type: 'content',
    layout: 'list-alt',
    slug: 'spa-wellness',
    parentId: PAGE_IDS.aquaparkSpa,
    position: 2,
    createdDaysAgo: 380,
    publishedInDays: -370,
    blocks: [
      {
        title: 'Spa & Wellness',
        subtitle: 'Águas termais com vista para a Gardunha',
        text: '<p>Circuito termal, massagens e tratamentos, por marcação.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Spa & Wellness', subtitle: 'Thermal waters facing the Gardunha', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Spa y bienestar', subtitle: '', text: ILLUSTRATIVE_NOTE_ES },
          { title: '', subtitle: '', text: '' },
        ),
      },
      {
        title: 'Circuito termal',
        text: '<p>Piscina exterior aquecida, sauna, banho turco e duche de sensações: sessões de 90 minutos.</p>',
        media: { image: [picture('/images/banners/termas.jpg', 'Piscina termal exterior')] },
        language: translations({ title: 'Thermal circuit', text: '<p>90-minute sessions.</p>' }, null, null),
      },
      {
        title: 'Massagens',
        text: '<p>Massagem de relaxamento, com pedras quentes ou desportiva, depois de um dia na neve.</p>',
        media: { image: [picture('/images/banners/estancia.jpg', 'O edifício do spa')] },
        language: translations({ title: 'Massages', text: '' }, { title: 'Masajes', text: '' }, null),
      },
      {
        title: 'Wellness',
        text: '<p>Ginásio, aulas de ioga e hidroginástica incluídas no acesso Wellness.</p>',
        media: { image: [picture('/images/banners/gardunha.jpg', 'Vista para a Gardunha')] },
        language: translations({ title: 'Wellness', text: '' }, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.presentation,
    type: 'content',
    layout: '',
    slug: 'apresentacao-geral',
    parentId: DEMO_PAGE_IDS.resort,
    position: 1,
    createdDaysAgo: 360,
    publishedInDays: -350,
    info: {
      seo: { title: 'Apresentação geral da Estância', description: 'Quem somos e o que oferecemos.', keywords: '' },
    },
    blocks: [
      {
        title: 'Apresentação geral',
        subtitle: 'Uma estância de montanha na Beira Baixa',
        abstract: 'Neve, água e natureza a dez minutos do Fundão.',
        text:
          '<p>A Estância abriu para trazer a neve à Beira Baixa durante todo o ano. Hoje recebe famílias, ' +
          'escolas e equipas com uma pista de neve, um aquapark coberto e um spa termal.</p>' +
          '<p>Fica a 300 km de Lisboa e a 200 km do Porto, com acesso direto pela A23.</p>' +
          ILLUSTRATIVE_NOTE,
        media: {
          image: [picture('/images/banners/estancia.jpg', 'A Estância')],
          doc: [document('/docs/apresentacao-estancia.pdf', 'Apresentação (PDF)', 'Apresentação da Estância')],
        },
        language: translations(
          {
            title: 'General presentation',
            subtitle: 'A mountain resort in Beira Baixa',
            abstract: '',
            text: '<p>The resort brings snow to Beira Baixa all year round.</p>' + ILLUSTRATIVE_NOTE_EN,
          },
          { title: 'Presentación general', subtitle: '', abstract: '', text: '' },
          { title: 'Présentation générale', subtitle: '', abstract: '', text: '' },
        ),
      },
    ],
  },
  {
    id: PAGE_IDS.virtualTour,
    type: 'content',
    layout: '',
    slug: 'visita-virtual',
    parentId: DEMO_PAGE_IDS.resort,
    position: 2,
    createdDaysAgo: 300,
    publishedInDays: -290,
    blocks: [
      {
        title: 'Visita virtual',
        subtitle: 'Percorra a Estância em 3D',
        text: '<p>Explore a pista, o aquapark e o spa antes de nos visitar.</p>' + ILLUSTRATIVE_NOTE,
        // The tour's address is in the site settings (virtualTourUrl); the page holds its texts.
        media: { link: 'https://my.matterport.com/show/?m=EstanciaDemo1' },
        language: translations(
          { title: 'Virtual tour', subtitle: 'Walk through the resort in 3D', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Visita virtual', subtitle: '', text: '' },
          { title: 'Visite virtuelle', subtitle: '', text: '' },
        ),
      },
    ],
  },
  {
    id: PAGE_IDS.aquaparkSpa,
    type: 'content',
    layout: 'card',
    slug: 'aquapark-spa',
    position: 3,
    createdDaysAgo: 380,
    publishedInDays: -370,
    info: { principal: true },
    blocks: [
      {
        title: 'Aquapark / Spa',
        subtitle: 'Para brincar e para relaxar',
        text: '<p>Dois espaços de água, com entradas separadas ou combinadas.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Aquapark / Spa', subtitle: 'To play and to unwind', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Aquapark / Spa', subtitle: '', text: '' },
          { title: 'Aquaparc / Spa', subtitle: '', text: '' },
        ),
      },
      {
        title: 'Aquapark',
        text: '<p>Piscina de ondas, escorregas e zona infantil.</p>',
        media: { image: [picture('/images/banners/aquapark.jpg', 'Aquapark')], link: '/aquapark' },
        language: translations({ title: 'Aquapark', text: '' }, null, null),
      },
      {
        title: 'Spa & Wellness',
        text: '<p>Circuito termal, massagens e ginásio.</p>',
        media: { image: [picture('/images/banners/termas.jpg', 'Spa termal')], link: '/spa-wellness' },
        language: translations({ title: 'Spa & Wellness', text: '' }, { title: 'Spa y bienestar', text: '' }, null),
      },
    ],
  },
  {
    id: PAGE_IDS.slope,
    type: 'content',
    layout: 'list',
    slug: 'pista-de-ski',
    parentId: DEMO_PAGE_IDS.snow,
    position: 1,
    createdDaysAgo: 370,
    publishedInDays: -360,
    blocks: [
      {
        title: 'Pista de ski',
        subtitle: '250 metros de neve, todos os dias',
        text: '<p>Horário: 10h00 às 20h00, todos os dias do ano.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Ski slope', subtitle: '250 metres of snow, every day', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Pista de esquí', subtitle: '', text: '' },
          null,
        ),
      },
      {
        title: 'Teleski',
        text: '<p>Um teleski leva-o ao topo da pista em dois minutos.</p>',
        media: { image: [picture('/images/banners/ski.jpg', 'Teleski')] },
        language: translations({ title: 'Drag lift', text: '' }, null, null),
      },
      {
        title: 'Zona de iniciação',
        text: '<p>Tapete rolante e declive suave para os primeiros passos na neve.</p>',
        media: { image: [picture('/images/banners/neve.jpg', 'Zona de iniciação')] },
        language: translations({ title: 'Beginners\' area', text: '' }, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.skiSchool,
    type: 'content',
    layout: 'list-alt',
    slug: 'escola-de-ski',
    parentId: DEMO_PAGE_IDS.snow,
    position: 2,
    createdDaysAgo: 370,
    publishedInDays: -360,
    blocks: [
      {
        title: 'Escola de ski',
        subtitle: 'Aprender com quem sabe',
        text: '<p>Aulas de ski e snowboard para todos os níveis: iniciação, intermédio e avançado.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Ski school', subtitle: 'Learn from those who know', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Escuela de esquí', subtitle: '', text: '' },
          { title: '', subtitle: '', text: '' },
        ),
      },
      {
        title: 'Aulas de grupo',
        text: '<p>Grupos até seis alunos do mesmo nível, 50 minutos por aula.</p>',
        media: { image: [picture('/images/banners/ski.jpg', 'Aula de grupo')] },
        language: translations({ title: 'Group lessons', text: '' }, null, null),
      },
      {
        title: 'Aulas particulares',
        text: '<p>Um instrutor só para si, com horário à escolha.</p>',
        media: { image: [picture('/images/banners/neve.jpg', 'Aula particular')] },
        language: translations({ title: 'Private lessons', text: '' }, null, null),
      },
    ],
  },
  {
    // The 404 layout (spec 000 §2): a page kept for a closed area, that readers show as not found.
    id: PAGE_IDS.maintenance,
    type: 'content',
    layout: '404',
    slug: 'pista-de-trenos',
    position: 9,
    createdDaysAgo: 200,
    publishedInDays: -190,
    blocks: [
      {
        title: 'Pista de trenós',
        text: '<p>A pista de trenós está encerrada para obras.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Sledge run', text: '' }, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.draft,
    type: 'content',
    layout: 'card',
    slug: 'novas-experiencias',
    position: 10,
    createdDaysAgo: 5,
    publishedInDays: null,
    blocks: [
      {
        title: 'Novas experiências (rascunho)',
        text: '<p>Texto em preparação.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(null, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.scheduled,
    type: 'content',
    layout: '',
    slug: 'festival-de-inverno',
    position: 11,
    createdDaysAgo: 3,
    publishedInDays: 10,
    blocks: [
      {
        title: 'Festival de Inverno',
        subtitle: 'Música, neve e cereja do Fundão',
        text: '<p>Três dias de concertos ao pé da pista. Programa em breve.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Winter Festival', subtitle: '', text: '' }, null, null),
      },
    ],
  },
  {
    // Saved for preview only: answered by GET web/content/preview/… alone.
    id: PAGE_IDS.preview,
    type: 'content',
    layout: 'accordion',
    slug: 'tarifas-de-verao',
    position: 12,
    createdDaysAgo: 1,
    publishedInDays: null,
    preview: true,
    blocks: [
      {
        title: 'Tarifas de verão (pré-visualização)',
        subtitle: 'Em revisão',
        text: '<p>As novas tarifas entram em vigor em junho.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Summer prices (preview)', subtitle: '', text: '' }, null, null),
      },
      { title: 'Aquapark', text: '<p>Entrada diária a partir de 12 €.</p>', language: translations(null, null, null) },
      { title: 'Spa', text: '<p>Circuito termal a partir de 25 €.</p>', language: translations(null, null, null) },
    ],
  },
  {
    id: DEMO_PAGE_IDS.terms,
    type: 'content',
    layout: 'accordion',
    slug: 'terms-conditions',
    position: 20,
    createdDaysAgo: 400,
    publishedInDays: -390,
    blocks: [
      {
        title: 'Termos e condições',
        subtitle: 'Condições gerais de utilização e de venda',
        text: '<p>Ao comprar na loja online aceita as condições seguintes.</p>' + ILLUSTRATIVE_NOTE,
        media: { doc: [document('/docs/termos-e-condicoes.pdf', 'Termos e condições (PDF)', 'Versão para imprimir')] },
        language: translations(
          { title: 'Terms and conditions', subtitle: 'General terms of use and sale', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Términos y condiciones', subtitle: '', text: ILLUSTRATIVE_NOTE_ES },
          { title: 'Conditions générales', subtitle: '', text: ILLUSTRATIVE_NOTE_FR },
        ),
      },
      {
        title: '1. Compras',
        text: '<p>Os preços incluem IVA à taxa legal. O bilhete é enviado por e-mail após o pagamento.</p>',
        language: translations({ title: '1. Purchases', text: '<p>Prices include VAT. Tickets are e-mailed after payment.</p>' }, { title: '1. Compras', text: '' }, null),
      },
      {
        title: '2. Pagamentos',
        text: '<p>Aceitamos Multibanco, MB WAY e cartão. As referências Multibanco são válidas por 48 horas.</p>',
        language: translations({ title: '2. Payments', text: '' }, { title: '2. Pagos', text: '' }, null),
      },
      {
        title: '3. Aulas e marcações',
        text: '<p>As aulas são marcadas com o código de compra e podem ser desmarcadas até 24 horas antes.</p>',
        language: translations({ title: '3. Lessons and bookings', text: '' }, null, null),
      },
      {
        title: '4. Proteção de dados',
        text: '<p>Os dados pessoais são tratados de acordo com o RGPD. Consulte a política de privacidade.</p>',
        language: translations({ title: '4. Data protection', text: '' }, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.internalRules,
    type: 'content',
    layout: 'accordion',
    slug: 'regulamento-interno',
    parentId: DEMO_PAGE_IDS.resort,
    position: 3,
    createdDaysAgo: 400,
    publishedInDays: -390,
    blocks: [
      {
        title: 'Regulamento interno',
        text: '<p>Regras de utilização da pista, do aquapark e do spa.</p>' + ILLUSTRATIVE_NOTE,
        media: {
          doc: [
            document('/docs/regulamento-interno.pdf', 'Regulamento interno (PDF)', 'Versão integral'),
            document('/docs/regulamento-interno-rascunho.pdf', 'Rascunho', 'Revisão em curso', false),
          ],
        },
        language: translations(
          { title: 'Internal rules', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Reglamento interno', text: '' },
          { title: '', text: '' },
        ),
      },
      {
        title: 'Pista de neve',
        text: '<p>Capacete obrigatório até aos 14 anos. Respeite as indicações dos monitores.</p>',
        language: translations({ title: 'Snow slope', text: '<p>Helmets are compulsory up to age 14.</p>' }, null, null),
      },
      {
        title: 'Aquapark',
        text: '<p>Crianças até aos 12 anos acompanhadas por um adulto. Touca obrigatória.</p>',
        language: translations({ title: 'Aquapark', text: '' }, null, null),
      },
      {
        title: 'Spa',
        text: '<p>Acesso a partir dos 16 anos. Silêncio na zona de relaxamento.</p>',
        language: translations({ title: 'Spa', text: '' }, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.legalInformation,
    type: 'content',
    layout: '',
    slug: 'informacao-legal',
    position: 21,
    createdDaysAgo: 400,
    publishedInDays: -390,
    blocks: [
      {
        title: 'Informação legal',
        text:
          '<p>Estância — Neve e Spa do Fundão (empresa fictícia). Sede: Estrada da Gardunha, 6230-000 Fundão, ' +
          'Portugal. Em caso de litígio, o consumidor pode recorrer a uma entidade de resolução alternativa ' +
          'de litígios de consumo.</p>' +
          ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Legal information', text: '<p>A fictitious company in Fundão, Portugal.</p>' + ILLUSTRATIVE_NOTE_EN },
          { title: 'Información legal', text: '' },
          { title: 'Mentions légales', text: '' },
        ),
      },
    ],
  },
  {
    id: PAGE_IDS.privacyPolicy,
    type: 'content',
    layout: 'accordion',
    slug: 'politica-de-privacidade',
    position: 22,
    createdDaysAgo: 400,
    publishedInDays: -390,
    blocks: [
      {
        title: 'Política de privacidade',
        text: '<p>Como tratamos os seus dados pessoais.</p>' + ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Privacy policy', text: ILLUSTRATIVE_NOTE_EN }, { title: 'Política de privacidad', text: '' }, null),
      },
      {
        title: 'Que dados recolhemos',
        text: '<p>Nome, e-mail, telefone e NIF, para emitir bilhetes e faturas.</p>',
        language: translations({ title: 'What we collect', text: '' }, null, null),
      },
      {
        title: 'Os seus direitos',
        text: '<p>Pode pedir acesso, retificação ou apagamento dos seus dados a qualquer momento.</p>',
        language: translations({ title: 'Your rights', text: '' }, null, null),
      },
    ],
  },
  {
    id: PAGE_IDS.refundPolicy,
    type: 'content',
    layout: 'list',
    slug: 'devolucao-e-reembolso',
    position: 23,
    createdDaysAgo: 400,
    publishedInDays: -390,
    blocks: [
      {
        title: 'Política de devolução e reembolso',
        text: '<p>Quando e como pode pedir o reembolso de uma compra.</p>' + ILLUSTRATIVE_NOTE,
        language: translations(
          { title: 'Return and refund policy', text: ILLUSTRATIVE_NOTE_EN },
          { title: 'Política de devolución y reembolso', text: '' },
          { title: 'Politique de retour et de remboursement', text: '' },
        ),
      },
      {
        title: 'Bilhetes não utilizados',
        text: '<p>Reembolso integral até 48 horas antes da data marcada.</p>',
        language: translations({ title: 'Unused tickets', text: '' }, null, null),
      },
      {
        title: 'Encerramento por condições meteorológicas',
        text: '<p>Se encerrarmos, o bilhete pode ser trocado por outra data ou reembolsado.</p>',
        language: translations({ title: 'Closure due to weather', text: '' }, null, null),
      },
    ],
  },
  {
    id: DEMO_PAGE_IDS.contacts,
    type: 'content',
    layout: 'contact',
    slug: 'contactos',
    position: 30,
    createdDaysAgo: 400,
    publishedInDays: -390,
    info: { principal: true },
    blocks: [
      {
        title: 'Contactos',
        subtitle: 'Fale connosco',
        text:
          '<p>Estrada da Gardunha, 6230-000 Fundão, Portugal<br>Telefone: +351 275 000 000 (chamada para a ' +
          'rede fixa nacional)<br>E-mail: geral@estancia.pt</p><p>Todos os dias, das 10h00 às 20h00.</p>' +
          ILLUSTRATIVE_NOTE,
        contacts: { website: 'https://estancia.pt' },
        language: translations(
          { title: 'Contacts', subtitle: 'Get in touch', text: '<p>Every day, 10 am to 8 pm.</p>' + ILLUSTRATIVE_NOTE_EN },
          { title: 'Contactos', subtitle: 'Hable con nosotros', text: '' },
          { title: 'Contacts', subtitle: '', text: '' },
        ),
      },
    ],
  },
  {
    // The home page intro text (spec 000 §2 "Home screen", §9).
    id: 149,
    type: 'content',
    layout: '',
    position: 40,
    createdDaysAgo: 400,
    publishedInDays: -390,
    blocks: [
      {
        title: 'Bem-vindo à Estância',
        subtitle: 'Neve e água termal no Fundão',
        text:
          '<p>Esquie numa pista aberta todo o ano, mergulhe no aquapark e termine o dia no spa, com a Serra ' +
          'da Gardunha no horizonte.</p>' +
          ILLUSTRATIVE_NOTE,
        language: translations(
          {
            title: 'Welcome to the resort',
            subtitle: 'Snow and thermal water in Fundão',
            text: '<p>Ski on a slope open all year, dive into the aquapark and end the day at the spa.</p>' + ILLUSTRATIVE_NOTE_EN,
          },
          {
            title: 'Bienvenido a la Estancia',
            subtitle: '',
            text: '<p>Esquíe todo el año, báñese en el aquapark y termine el día en el spa.</p>' + ILLUSTRATIVE_NOTE_ES,
          },
          { title: 'Bienvenue à la station', subtitle: '', text: '' },
        ),
      },
    ],
  },
  {
    // The partner logos (spec 000 §2, §9): a gallery item whose pictures are the logos. Being a
    // gallery it is in the gallery list the API answers; the reader leaves it out (spec 000 §4).
    id: 94,
    type: 'gallery',
    layout: '',
    slug: 'parceiros',
    position: 99,
    createdDaysAgo: 400,
    publishedInDays: -390,
    info: {
      media: {
        image: [
          picture('/images/banners/gardunha.jpg', 'Município do Fundão (ilustrativo)'),
          picture('/images/banners/estancia.jpg', 'Turismo do Centro (ilustrativo)'),
          picture('/images/banners/verao.jpg', 'Cereja do Fundão (ilustrativo)'),
          picture('/images/banners/termas.jpg', 'Hotel da Gardunha (ilustrativo)'),
          picture('/images/banners/neve.jpg', 'Aldeias de Xisto (ilustrativo)'),
        ],
      },
    },
    blocks: [
      {
        title: 'Parceiros',
        text: ILLUSTRATIVE_NOTE,
        language: translations({ title: 'Partners', text: '' }, { title: 'Socios', text: '' }, { title: 'Partenaires', text: '' }),
      },
    ],
  },
];
