import type { ContentSeed } from './content-seed.ts';

/**
 * Visitors' testimonials (type testimony, spec 000 §3 "Testimony"): accepted ones, shown in the
 * home page carousel, and ones still under_review, which the reader leaves out (spec 000 §4).
 * The people and addresses are fictitious.
 */
export const TESTIMONY_SEEDS: readonly ContentSeed[] = [
  testimony(500, 1, 'accepted', 60, 'Rita Gonçalves', 'rita.goncalves@example.pt', 'Castelo Branco',
    'Fomos em família num domingo de julho: a miúda fez a primeira aula de ski e nós acabámos o dia no spa. A repetir!'),
  testimony(501, 2, 'accepted', 45, 'Pedro Almeida', 'pedro.almeida@example.pt', 'Lisboa',
    'A pista é pequena mas muito bem tratada, e os instrutores têm uma paciência enorme.'),
  testimony(502, 3, 'accepted', 30, 'Carmen Ruiz', 'carmen.ruiz@example.es', 'Salamanca',
    'Muy buena experiencia: nieve en verano y un circuito termal precioso.'),
  testimony(503, 4, 'accepted', 20, 'Tiago Marques', 'tiago.marques@example.pt', '',
    'O circuito termal ao fim da tarde, com vista para a Gardunha, vale a viagem.'),
  testimony(504, 5, 'under_review', 3, 'Joana Pires', 'joana.pires@example.pt', 'Covilhã',
    'Gostámos muito, mas o bar da piscina podia abrir mais cedo.'),
  testimony(505, 6, 'under_review', 1, 'Luís Costa', 'luis.costa@example.pt', 'Fundão',
    'Primeira vez no aquapark: os escorregas novos são ótimos.'),
];

function testimony(
  id: number,
  position: number,
  status: 'accepted' | 'under_review',
  daysAgo: number,
  name: string,
  email: string,
  address: string,
  message: string,
): ContentSeed {
  return {
    id,
    type: 'testimony',
    position,
    status,
    createdDaysAgo: daysAgo,
    publishedInDays: status === 'accepted' ? 1 - daysAgo : null,
    blocks: [{ name, email, address, message }],
  };
}
