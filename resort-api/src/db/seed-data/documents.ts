/**
 * The demo document library (the `documents` table): one PDF for every document link of the demo
 * content (pages, news, press items and galleries; a test checks none is missing), the internal
 * ones (visible false) included, since a preview or the back-office still opens them. Each is
 * written at seeding time (media/demo-documents.ts) with the title below.
 */
export interface DocumentSeed {
  /** The link content items use. */
  path: string;
  /** The heading of the document's first page. */
  title: string;
  /** A line under the title: what the document is about. */
  subtitle: string;
}

export const DOCUMENT_SEEDS: readonly DocumentSeed[] = [
  // Content pages (content-pages.ts).
  { path: '/docs/apresentacao-estancia.pdf', title: 'Apresentação da Estância', subtitle: 'Neve, água e natureza a dez minutos do Fundão' },
  { path: '/docs/termos-e-condicoes.pdf', title: 'Termos e condições', subtitle: 'Condições gerais de utilização e de venda' },
  { path: '/docs/regulamento-interno.pdf', title: 'Regulamento interno', subtitle: 'Versão integral' },
  { path: '/docs/regulamento-interno-rascunho.pdf', title: 'Regulamento interno (rascunho)', subtitle: 'Revisão em curso' },
  // News (news.ts).
  { path: '/docs/horario-verao.pdf', title: 'Horário de verão', subtitle: 'Horários do aquapark exterior' },
  { path: '/docs/escola-de-ski-horarios.pdf', title: 'Escola de ski: horários das aulas', subtitle: 'Horários por nível' },
  { path: '/docs/escola-de-ski-interno.pdf', title: 'Escala dos instrutores', subtitle: 'Documento interno' },
  // Press items (press.ts).
  { path: '/docs/imprensa/jornal-do-fundao.pdf', title: 'Neve no Fundão em pleno agosto', subtitle: 'Jornal do Fundão, edição impressa' },
  { path: '/docs/imprensa/revista-viagens.pdf', title: 'Um spa termal com vista para a serra', subtitle: 'Revista de viagens' },
  { path: '/docs/imprensa/revista-viagens-fotos.pdf', title: 'Fotografias', subtitle: 'Material de imprensa' },
  // Galleries (galleries.ts).
  { path: '/docs/galerias/mapa-da-pista.pdf', title: 'Mapa da pista', subtitle: 'Mapa da pista e dos acessos' },
  { path: '/docs/galerias/direitos-de-imagem.pdf', title: 'Direitos de imagem', subtitle: 'Documento interno' },
  { path: '/docs/galerias/aquapark-regras.pdf', title: 'Regras do aquapark', subtitle: 'Regras de utilização' },
];
